/**
 * Installs the evaluation app of the `--deps` mode (`scripts/deps_eval/package.json`) into
 * `.bench/deps-app/`:
 *
 *   deno task eval:deps:install
 *
 * With the committed `scripts/deps_eval/package-lock.json` it runs `npm ci`, so every
 * transitive package is the one the evaluation was written against. Without it (after a change
 * of the manifest: delete the lockfile, rerun) it runs `npm install` and copies the new lockfile
 * back here, to be committed. Both without install scripts, optional packages (platform
 * binaries), audit or funding messages: only the files the packages publish are needed.
 *
 * @module
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { APP_DIR, EVAL_DIR } from "./_app.ts";

const NPM_FLAGS = [
  "--ignore-scripts",
  "--omit=optional",
  "--no-audit",
  "--no-fund",
];
const LOCKFILE = "package-lock.json";

const pinned = existsSync(join(EVAL_DIR, LOCKFILE));
mkdirSync(APP_DIR, { recursive: true });
copyFileSync(join(EVAL_DIR, "package.json"), join(APP_DIR, "package.json"));
if (pinned) copyFileSync(join(EVAL_DIR, LOCKFILE), join(APP_DIR, LOCKFILE));

const command = pinned ? "ci" : "install";
console.error(`npm ${command} ${NPM_FLAGS.join(" ")} in ${APP_DIR}`);
const started = performance.now();
const { code } = await new Deno.Command("npm", {
  args: [command, ...NPM_FLAGS],
  cwd: APP_DIR,
  stdin: "null",
  stdout: "inherit",
  stderr: "inherit",
}).output();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (code !== 0) {
  console.error(
    `npm ${command} failed (exit ${code}) after ${seconds} s: see npm's output above. ` +
      (pinned
        ? `If scripts/deps_eval/package.json changed, delete ${LOCKFILE} there and rerun to pin anew.`
        : "Is the npm registry reachable?"),
  );
  Deno.exit(1);
}
if (!pinned) {
  copyFileSync(join(APP_DIR, LOCKFILE), join(EVAL_DIR, LOCKFILE));
  console.error(
    `New lockfile written to scripts/deps_eval/${LOCKFILE}: commit it.`,
  );
}
console.error(`Installed in ${seconds} s. Next: deno task eval:deps:truth`);
