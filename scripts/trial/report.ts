/**
 * A trial's figures, side by side: for each side, how many questions were answered right
 * (judged against the answers written beforehand), the calls made per question (mean) and the
 * characters read per question (median and p95, nearest rank).
 *
 *   deno run -A scripts/trial/report.ts --log <server.jsonl> --log <shell.jsonl>
 *     --judged <judged.json> [--by catalog] [--config <trial.json>]
 *
 * `judged.json` holds `[{ "id", "side", "right" }]`, one per question and side.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { median, percentile } from "../_stats.ts";
import { type LoggedCall, readTrialConfig } from "./_trial_config.ts";

const { values } = parseArgs({
  options: {
    log: { type: "string", multiple: true, default: [] },
    judged: { type: "string" },
    config: { type: "string" },
    by: { type: "string" },
  },
});

/** One side's judgment of one question. */
interface Judged {
  id: string;
  side: "server" | "shell";
  right: boolean;
}

const calls: LoggedCall[] = values.log.flatMap((file) =>
  Deno.readTextFileSync(file).split("\n").filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LoggedCall)
);
const judged: Judged[] = values.judged === undefined
  ? []
  : JSON.parse(Deno.readTextFileSync(values.judged));
const groupOf = (() => {
  if (values.by === undefined || values.config === undefined) return () => "all";
  const { questions } = readTrialConfig(values.config);
  const key = values.by as "catalog" | "package";
  return (id: string) => String(questions.find((q) => q.id === id)?.[key] ?? "?");
})();

const count = (x: number) => Math.round(x).toLocaleString("en-US");
console.log("| side | group | questions | right | calls (mean) | chars median | chars p95 |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const side of ["server", "shell"] as const) {
  const mine = calls.filter((call) => call.side === side);
  // A question answered without a call (from an earlier one's answer) counts, with none.
  const ids = [
    ...new Set([
      ...mine.map((call) => call.question),
      ...judged.filter((j) => j.side === side).map((j) => j.id),
    ]),
  ];
  const groups = [...new Set(ids.map(groupOf))].sort();
  for (const group of values.by === undefined ? ["all"] : [...groups, "all"]) {
    const asked = ids.filter((id) => group === "all" || groupOf(id) === group);
    if (asked.length === 0) continue;
    const perQuestion = asked.map((id) => mine.filter((call) => call.question === id));
    const chars = perQuestion.map((list) => list.reduce((sum, call) => sum + call.chars, 0));
    const right = judged.filter((j) => j.side === side && j.right && asked.includes(j.id)).length;
    const mean = perQuestion.reduce((sum, list) => sum + list.length, 0) / asked.length;
    console.log(
      `| ${side} | ${group} | ${asked.length} | ${right} | ${mean.toFixed(2)} | ` +
        `${count(median(chars))} | ${count(percentile(chars, 0.95))} |`,
    );
  }
}
