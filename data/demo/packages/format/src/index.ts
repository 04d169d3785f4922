/**
 * Locale-aware formatters on top of `Intl`, with cached formatter instances.
 *
 * @module
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Formats a number with grouping separators. */
export function formatNumber(
  value: number,
  locale?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(locale, options).format(value);
}

/** Formats an amount of money; the currency is an ISO 4217 code such as `EUR`. */
export function formatCurrency(
  amount: number,
  currency: string,
  locale?: string,
): string {
  return numberFormat(locale, { style: "currency", currency }).format(amount);
}

/** Formats a ratio as a percentage: `0.256` becomes `26%`. */
export function formatPercent(ratio: number, locale?: string): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 })
    .format(ratio);
}

const BYTE_UNITS = [
  "byte",
  "kilobyte",
  "megabyte",
  "gigabyte",
  "terabyte",
] as const;

/** Formats a size in bytes with decimal units, for example `1.5 MB`. */
export function formatBytes(bytes: number, locale?: string): string {
  let unit = 0;
  let value = bytes;
  while (Math.abs(value) >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return numberFormat(locale, {
    style: "unit",
    unit: BYTE_UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * Describes a moment relative to now: "in 3 days", "yesterday", "5 minutes ago".
 *
 * @param date The moment to describe.
 * @param now The reference moment; defaults to the current time.
 * @param locale The locale; defaults to the runtime's.
 * @returns The phrase, using words like "yesterday" where the locale has them.
 */
export function formatRelativeTime(
  date: Date,
  now: Date = new Date(),
  locale?: string,
): string {
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) {
      return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(
        Math.round(amount),
        unit,
      );
    }
    amount /= size;
  }
  return date.toISOString();
}

/** Joins items into a sentence list: "Ada, Grace, and Katherine". */
export function formatList(items: readonly string[], locale?: string): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" })
    .format(items);
}
