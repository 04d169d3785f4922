/**
 * Where the evaluation app of the `--deps` mode lives: its pinned manifest and lockfile in this
 * folder (committed), its installed tree in `.bench/deps-app/` (git-ignored).
 *
 * @module
 */
import { fileURLToPath } from "node:url";

/** This folder: `package.json`, `package-lock.json` and `questions.json` of the app. */
export const EVAL_DIR: string = fileURLToPath(new URL("./", import.meta.url));

/** The installed app: `package.json`, `package-lock.json`, `node_modules/`, `truth.json`. */
export const APP_DIR: string = fileURLToPath(
  new URL("../../.bench/deps-app/", import.meta.url),
);
