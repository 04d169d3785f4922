/**
 * The shell side of a trial: one shell command for one question, run in the question's
 * checkout (or installed app), its output printed and its characters logged.
 *
 *   deno run -A scripts/trial/ask_shell.ts --config <trial.json> --log <calls.jsonl>
 *     <question-id> '<command>'
 *
 * @module
 */
import { parseArgs } from "node:util";
import { logCall, readTrialConfig, targetOf } from "./_trial_config.ts";

const { values, positionals } = parseArgs({
  options: { config: { type: "string" }, log: { type: "string" } },
  allowPositionals: true,
});
const [id, command] = positionals;
if (values.config === undefined || values.log === undefined || !id || !command) {
  console.error("usage: ask_shell.ts --config <trial.json> --log <file> <question-id> '<command>'");
  Deno.exit(2);
}
const [, target] = targetOf(readTrialConfig(values.config), id);
const { stdout, stderr, code } = await new Deno.Command("bash", {
  args: ["-c", command],
  cwd: target.root,
}).output();
const text = new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr);
Deno.stdout.writeSync(new TextEncoder().encode(text));
logCall(values.log, {
  question: id,
  side: "shell",
  call: command,
  chars: text.length,
  ...(code !== 0 ? { error: true } : {}),
});
