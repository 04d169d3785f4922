/**
 * The evaluation's questions (`scripts/deps_eval/questions.json`): what a developer working in
 * the app asks an assistant about its dependencies, each with the answer written beforehand from
 * the installed files and the file that holds it.
 *
 * @module
 */
import { join } from "node:path";
import { EVAL_DIR } from "./_app.ts";

/** One question. */
export interface Question {
  id: string;
  /** The direct dependency it is about. */
  package: string;
  /** Where the answer lives: a documentation page, a declaration, a component manifest. */
  kind: "docs" | "api" | "component";
  question: string;
  answer: string;
  /** The file holding the answer, relative to the app: `node_modules/<package>/...`. */
  source: string;
  /**
   * Short strings of the source that carry the answer: shown together, the answer is seen. A
   * fact two files state in their own words is a list of both wordings.
   */
  facts?: (string | string[])[];
}

const KINDS = new Set(["docs", "api", "component"]);

/**
 * Reads the committed questions.
 *
 * @returns The questions, in file order.
 * @example Reading the set
 * ```ts ignore
 * readQuestions().length; // 40
 * ```
 */
export function readQuestions(): Question[] {
  return JSON.parse(Deno.readTextFileSync(join(EVAL_DIR, "questions.json")));
}

/**
 * What is wrong with a question set: duplicate ids, empty fields, an unknown kind, a package
 * that is not a direct dependency of the app, a source outside `node_modules/`.
 *
 * @param questions The questions.
 * @param dependencies The app's direct dependencies (dev ones included).
 * @returns One line per problem; empty when the set is sound.
 * @example Checking the set against the app
 * ```ts ignore
 * questionProblems(readQuestions(), ["next", "ai"]); // []
 * ```
 */
export function questionProblems(questions: Question[], dependencies: string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const direct = new Set(dependencies);
  for (const question of questions) {
    const label = question.id || JSON.stringify(question.question);
    if (seen.has(question.id)) problems.push(`${label}: duplicate id`);
    seen.add(question.id);
    for (const field of ["id", "package", "question", "answer", "source"] as const) {
      if (typeof question[field] !== "string" || question[field].trim() === "") {
        problems.push(`${label}: no ${field}`);
      }
    }
    if (!KINDS.has(question.kind)) problems.push(`${label}: kind ${question.kind}`);
    if (!direct.has(question.package)) {
      problems.push(`${label}: ${question.package} is not a direct dependency of the app`);
    }
    if (!question.source?.startsWith("node_modules/")) {
      problems.push(`${label}: source ${question.source} is not under node_modules/`);
    }
  }
  return problems;
}
