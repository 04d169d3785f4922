/** The longest piece of caller input an error message repeats. */
const MAX_QUOTED = 100;

/**
 * Quotes caller input for an error message, cut to a readable length so that a hostile or
 * mistaken megabyte-long argument does not come back in full.
 *
 * @param text Input as the caller sent it.
 * @returns The text in double quotes, shortened with "..." when long.
 */
export function quote(text: string): string {
  return `"${text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}...` : text}"`;
}
