/**
 * A trial's setup: the questions, and for each catalog the server that answers them and the
 * checkout a shell reads instead. Read from a JSON file (kept under `.bench/`, not committed):
 *
 * ```json
 * {
 *   "questions": "scripts/search_eval/blind/questions.json",
 *   "targets": {
 *     "pinia": { "server": ["--data", ".bench/search-eval/pinia.json"], "root": "../eval-repos/pinia" }
 *   }
 * }
 * ```
 *
 * A question goes to the target named by its `catalog` (its `package` when it has no catalog,
 * then `default`). Paths are relative to the repository root.
 *
 * @module
 */
import { dirname, isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT: string = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Where one catalog's questions are answered. */
export interface TrialTarget {
  /** The server's arguments after `mod.ts` (`--data <file>`, `--deps <dir>`). */
  server: string[];
  /** The folder a shell reads. */
  root: string;
}

/** One question of a trial. */
export interface TrialQuestion {
  id: string;
  question: string;
  answer: string;
  catalog?: string;
  package?: string;
}

/** A trial's questions and targets. */
export interface TrialConfig {
  questions: TrialQuestion[];
  targets: Record<string, TrialTarget>;
}

/**
 * Reads a trial's setup.
 *
 * @param file The JSON file.
 * @returns The questions (from the file it names) and the targets, paths made absolute.
 */
export function readTrialConfig(file: string): TrialConfig {
  const raw = JSON.parse(Deno.readTextFileSync(file)) as {
    questions: string;
    targets: Record<string, TrialTarget>;
  };
  const parsed = JSON.parse(Deno.readTextFileSync(absolute(raw.questions)));
  const questions = (Array.isArray(parsed) ? parsed : parsed.questions) as TrialQuestion[];
  const targets = Object.fromEntries(
    Object.entries(raw.targets).map(([name, target]) => [name, {
      server: target.server.map((arg) => arg.startsWith("-") ? arg : absolute(arg)),
      root: absolute(target.root),
    }]),
  );
  return { questions, targets };
}

/**
 * The target a question goes to.
 *
 * @param config The trial.
 * @param id A question's id.
 * @returns The question and its target.
 * @throws {Error} For an unknown id, naming the known ones.
 */
export function targetOf(config: TrialConfig, id: string): [TrialQuestion, TrialTarget] {
  const question = config.questions.find((q) => q.id === id);
  if (question === undefined) {
    throw new Error(`no question "${id}"; ids: ${config.questions.map((q) => q.id).join(", ")}`);
  }
  const target = config.targets[question.catalog ?? question.package ?? ""] ??
    config.targets.default;
  if (target === undefined) throw new Error(`no target for question "${id}"`);
  return [question, target];
}

/** One call an assistant made, as a trial logs it. */
export interface LoggedCall {
  question: string;
  side: "server" | "shell";
  /** The tool and its arguments, or the shell command. */
  call: string;
  /** Characters of the text handed to the assistant. */
  chars: number;
  error?: boolean;
}

/**
 * Adds a call to a log (one JSON line each).
 *
 * @param log The log file.
 * @param call The call.
 */
export function logCall(log: string, call: LoggedCall): void {
  Deno.writeTextFileSync(log, `${JSON.stringify(call)}\n`, { append: true });
}

function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(ROOT, path);
}
