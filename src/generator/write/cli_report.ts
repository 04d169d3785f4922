/**
 * What the generator's command line shows while and after it runs: a progress line on a
 * terminal once a run takes longer than a second, and the warnings grouped by kind at the end.
 *
 * @module
 */
import process from "node:process";
import type { GeneratorWarningKind } from "../warnings.ts";
import { groupWarnings } from "../warnings.ts";

/** How long a run goes before it shows progress: short runs stay quiet. */
const PROGRESS_AFTER_MS = 1000;
/** The least time between two progress updates, so a fast run does not flood the terminal. */
const PROGRESS_EVERY_MS = 100;

/** Where a report goes: standard error, or a stand-in in tests. */
export interface ReportOutput {
  /** Whether it is a terminal (progress is only shown on one). */
  isTTY?: boolean;
  /** Writes text. */
  write(text: string): unknown;
}

/** Collects a run's warnings and shows its progress on standard error. */
export class RunReport {
  readonly #warnings: { kind: GeneratorWarningKind; message: string }[] = [];
  readonly #output: ReportOutput;
  readonly #now: () => number;
  readonly #started: number;
  readonly #verbose: boolean;
  #shownAt = 0;
  #progressShown = false;
  #finished = false;

  /**
   * @param verbose Whether `finish` lists every warning or one line per kind.
   * @param output Where to write; standard error by default.
   * @param now The clock, in milliseconds.
   */
  constructor(
    verbose: boolean,
    output: ReportOutput = process.stderr,
    now: () => number = Date.now,
  ) {
    this.#verbose = verbose;
    this.#output = output;
    this.#now = now;
    this.#started = now();
  }

  /** Keeps one warning for the summary; pass it as `onWarning`. */
  readonly warn = (message: string, kind: GeneratorWarningKind): void => {
    this.#warnings.push({ kind, message });
  };

  /** Shows `done of total` on a terminal, once the run has taken a second; pass as `onProgress`. */
  readonly progress = (done: number, total: number): void => {
    if (this.#output.isTTY !== true) return;
    const now = this.#now();
    if (now - this.#started < PROGRESS_AFTER_MS || now - this.#shownAt < PROGRESS_EVERY_MS) return;
    this.#shownAt = now;
    this.#progressShown = true;
    this.#output.write(`\r\x1b[Kgenerating: ${done}/${total} packages`);
  };

  /** Clears the progress line and prints the warnings; only the first call prints. */
  finish(): void {
    if (this.#finished) return;
    this.#finished = true;
    if (this.#progressShown) this.#output.write("\r\x1b[K");
    for (const line of groupWarnings(this.#warnings, this.#verbose)) {
      this.#output.write(`${line.startsWith("  ") ? "" : "warning: "}${line}\n`);
    }
  }
}
