/**
 * Headless data tables: the state and the row pipeline (filter, sort, paginate) without any
 * markup. Render the rows however you like.
 *
 * @module
 */

/** How a column reads, compares and matches its cell values. */
export interface ColumnDef<Row> {
  /** Stable identifier, used in sort and filter state. */
  id: string;
  /** Header text. */
  header: string;
  /** Reads the cell value from a row. */
  value: (row: Row) => string | number | Date | null;
  /** Whether users may sort by this column; defaults to `true`. */
  sortable?: boolean;
}

/** Sort direction. */
export type SortDirection = "ascending" | "descending";

/** The state a table view is rendered from. */
export interface TableState {
  sort: { column: string; direction: SortDirection } | null;
  filter: string;
  page: number;
  pageSize: number;
  selected: ReadonlySet<string>;
}

/** One page of processed rows plus what a pager needs. */
export interface TablePage<Row> {
  rows: Row[];
  /** Rows left after filtering, across all pages. */
  total: number;
  pageCount: number;
}

/**
 * The initial state of a table.
 *
 * @param pageSize Rows per page.
 * @returns Unsorted, unfiltered state on the first page with nothing selected.
 */
export function createTableState(pageSize = 25): TableState {
  return { sort: null, filter: "", page: 0, pageSize, selected: new Set() };
}

function compareCells(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * Sorts rows by a column. Empty cells always sort last, whatever the direction, so that
 * missing data never floats to the top of a report.
 *
 * @param rows The rows; not modified.
 * @param column The column to sort by.
 * @param direction Ascending or descending.
 * @returns A new, sorted array.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  column: ColumnDef<Row>,
  direction: SortDirection,
): Row[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((x, y) => {
    const [a, b] = [column.value(x), column.value(y)];
    if (a === null || b === null) return compareCells(a, b);
    return sign * compareCells(a, b);
  });
}

/**
 * Keeps the rows where any column's text contains the query, ignoring case.
 *
 * @param rows The rows.
 * @param columns The columns to search.
 * @param query The text to look for; an empty query keeps every row.
 * @returns The matching rows, in their original order.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  columns: ColumnDef<Row>[],
  query: string,
): Row[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [...rows];
  return rows.filter((row) =>
    columns.some((column) =>
      String(column.value(row) ?? "").toLocaleLowerCase().includes(needle)
    )
  );
}

/**
 * Runs the whole pipeline for the current state: filter, then sort, then cut out the page.
 *
 * @param rows All rows.
 * @param columns Column definitions.
 * @param state The table state.
 * @returns The visible page and pager information.
 */
export function paginate<Row>(
  rows: readonly Row[],
  columns: ColumnDef<Row>[],
  state: TableState,
): TablePage<Row> {
  let processed = filterRows(rows, columns, state.filter);
  const sortColumn = columns.find((column) => column.id === state.sort?.column);
  if (state.sort && sortColumn && sortColumn.sortable !== false) {
    processed = sortRows(processed, sortColumn, state.sort.direction);
  }
  const pageCount = Math.max(1, Math.ceil(processed.length / state.pageSize));
  const page = Math.min(state.page, pageCount - 1);
  const start = page * state.pageSize;
  return {
    rows: processed.slice(start, start + state.pageSize),
    total: processed.length,
    pageCount,
  };
}

/**
 * The next sort state when a user activates a column header: ascending, then descending,
 * then unsorted.
 *
 * @param state The current state.
 * @param column The activated column's id.
 * @returns A new state, back on the first page.
 */
export function toggleSort(state: TableState, column: string): TableState {
  const current = state.sort?.column === column ? state.sort.direction : null;
  const sort = current === null
    ? { column, direction: "ascending" as const }
    : current === "ascending"
    ? { column, direction: "descending" as const }
    : null;
  return { ...state, sort, page: 0 };
}
