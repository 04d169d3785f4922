/**
 * The forms the text item of a `search` or `fetch` answer can take (tools/answer_text.ts writes
 * them); here, apart from the writing, so that checking an option loads none of it.
 *
 * @module
 */

/** The forms: plain lines, or the JSON object ChatGPT's connectors parse. */
export const ANSWER_TEXTS = ["plain", "json"] as const;

/**
 * How the text item of a `search` or `fetch` answer is written.
 *
 * @example
 * ```ts
 * import type { AnswerText } from "./answer_texts.ts";
 * const forChatGpt: AnswerText = "json";
 * ```
 */
export type AnswerText = typeof ANSWER_TEXTS[number];

/** The form unless a server is told otherwise (over HTTP it is: `HTTP_DEFAULTS`). */
export const DEFAULT_ANSWER_TEXT: AnswerText = "plain";

/**
 * An option's form, checked: `fallback` when it is not given.
 *
 * @param value The option as a caller passed it (JavaScript callers may pass anything).
 * @param fallback The form when it is not given.
 * @returns The form.
 * @throws {RangeError} For a value that names no form.
 *
 * @example
 * ```ts
 * import { answerTextOf } from "./answer_texts.ts";
 * answerTextOf(undefined, "json"); // "json"
 * ```
 */
export function answerTextOf(value: unknown, fallback: AnswerText): AnswerText {
  if (value === undefined) return fallback;
  if (!isAnswerText(value)) {
    throw new RangeError(`answerText must be "plain" or "json", got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Whether a value names a form.
 *
 * @param value A flag's or an option's value.
 * @returns Whether it is `"plain"` or `"json"`.
 *
 * @example
 * ```ts
 * import { isAnswerText } from "./answer_texts.ts";
 * isAnswerText("plain"); // true
 * isAnswerText("yaml"); // false
 * ```
 */
export function isAnswerText(value: unknown): value is AnswerText {
  return (ANSWER_TEXTS as readonly unknown[]).includes(value);
}
