/**
 * The catalog entries of installed packages, kept between starts and shared by every app on
 * the machine: `<cache>/packages/<generator version>+<reader format>/<name>@<version>/`, one variant per set of
 * inputs the entry was derived from beyond its own name and version:
 *
 * - the `@types` package paired with it (name and version);
 * - for a package whose files can change under one version (linked from outside a
 *   `node_modules` folder, or patched by patch-package, pnpm or Yarn), a hash of its files;
 * - every other package the reader reached through `resolve` (those it re-exports from), as
 *   where it was resolved from and the version found there: a variant serves an app only when
 *   resolving the same names from the same places there finds the same versions.
 *
 * A new generator version or reader format starts a new folder; nothing expires with time (what no
 * server used for 30 days is removed: cache_upkeep.ts). Each file is
 * written whole under a temporary name, then renamed, so two servers filling the same entry
 * never leave half of one.
 *
 * A variant is its inputs, its entry, and a file for each of the entry's bulky fields (`pages`,
 * `components`, `symbols`, `codeSettings`: nearly all of the evaluation app's 28 MB), and the
 * pages' outlines beside their Markdown: a start opens those and reads them after every package
 * is listed (fields_later.ts), one at a time between requests.
 *
 * @module
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, relative, sep } from "node:path";
import process from "node:process";
import denoConfig from "../../../deno.json" with { type: "json" };
import type { InstalledPackage } from "../../generator/find/installed.ts";
import { resolveInstalled } from "../../generator/find/installed.ts";
import { denoCacheOf } from "../../generator/find/node_resolution.ts";
import type { PlannedDependency } from "../../generator/find/dependency_plan.ts";
import { isRecord } from "../../generator/is_record.ts";
import { READER_FORMAT } from "../../generator/read/installed/reader_format.ts";
import {
  type LaterField,
  withFieldLater,
  withMarkdownLater,
  withOutlinesLater,
} from "../../snapshot/fields_later.ts";
import { outlinePage } from "../../docs/page_outline.ts";
import type { BundledPackage } from "../../snapshot/model.ts";
import { validateBundledData } from "../../snapshot/validate.ts";
import { eachPackageFile } from "../../generator/read/installed/package_files.ts";
import { type LaterFile, openLater, readBytes, statOf } from "./variant_files.ts";

/** Where a resolution started: the package itself, its `@types`, or an earlier resolution. */
type Origin = "self" | "types" | number;

/** One call of the reader's `resolve`, as replayable in another app. */
export interface Resolution {
  name: string;
  /** The folder it started from: an origin and the path below it. */
  from: { origin: Origin; below: string };
  /** The version found, or `null` for none. */
  version: string | null;
}

/** A variant's inputs, in its `.inputs.json` file. */
interface VariantInputs {
  types: string | null;
  files: string | null;
  resolutions: Resolution[];
  /**
   * The entry file's size and modification time as it was written (`<bytes>:<ms>`), and those of
   * each field kept in a file of its own, with its length. An entry whose files all still have
   * them is the one this server checked before it kept it, and is not checked again (a large one
   * costs tenths of a second); any other (a hand-edited file, one copied from elsewhere) is
   * checked as a snapshot is. Stat data, as git's index keeps, not a hash: hashing every entry
   * would cost a start from the cache a tenth of its time.
   */
  written?: Written;
}

/** What {@link VariantInputs.written} records: each file's `<bytes>:<ms>`. */
interface Written extends Partial<Record<KeptField, string>> {
  entry: string;
}

/** The reader's `resolve`, wrapped to record each call. */
export interface RecordingResolve {
  resolve: (name: string, fromFolder: string) => InstalledPackage | undefined;
  /** The calls, replayable; `undefined` once one started where no origin covers. */
  readonly resolutions: Resolution[] | undefined;
}

/**
 * The default root of the cache: `$XDG_CACHE_HOME/catalog-mcp`, else `~/.cache/catalog-mcp`.
 *
 * @returns The folder, or `undefined` without a home folder.
 */
export function defaultCacheRoot(): string | undefined {
  const home = process.env.XDG_CACHE_HOME ||
    (process.env.HOME && join(process.env.HOME, ".cache"));
  return home ? join(home, "catalog-mcp") : undefined;
}

/**
 * The packages' folder under a cache root, one per generator version and reader format: an
 * entry a change of the reader would read otherwise is never served from an older folder, even
 * between two builds of one version.
 *
 * @param root `--cache-dir`, or {@link defaultCacheRoot}.
 * @returns `<root>/packages/<version>+<reader format>`.
 */
export function packagesFolder(root: string): string {
  return join(root, "packages", `${denoConfig.version}+${READER_FORMAT}`);
}

/**
 * The folder of a package's variants in a version's folder: `<name>@<version>`, a scope's `/` as
 * `+`.
 *
 * @param pkg The package.
 * @returns The folder's name.
 *
 * @example
 * ```ts
 * import { packageFolderName } from "./package_cache.ts";
 *
 * console.log(packageFolderName({ name: "@ai-sdk/react", version: "3.0.1" })); // "@ai-sdk+react@3.0.1"
 * ```
 */
export function packageFolderName(pkg: Pick<InstalledPackage, "name" | "version">): string {
  return `${pkg.name.replace("/", "+")}@${pkg.version}`;
}

/**
 * The entries of one cache folder (see the module's description).
 *
 * @example
 * ```ts ignore
 * const cache = new PackageCache(packagesFolder(defaultCacheRoot()!), appRoot);
 * const entry = cache.lookup(planned) ?? await readAndStore(planned);
 * ```
 */
export class PackageCache {
  readonly #folder: string;
  readonly #app: string;

  /**
   * @param folder The version's folder ({@link packagesFolder}).
   * @param app The app's real path (where patch-package keeps its patches).
   */
  constructor(folder: string, app: string) {
    this.#folder = folder;
    this.#app = app;
  }

  /**
   * The cached entry of a package whose inputs are those of this app, under its slug here.
   *
   * @param planned The package and its slug.
   * @param warn Told of a part of the entry that cannot be read when it is (the package is
   *   served without it, and read again at the next start).
   * @returns The entry, or `undefined` when no variant fits (or the cache cannot be read).
   */
  lookup(
    planned: PlannedDependency,
    warn: (message: string) => void = () => {},
  ): BundledPackage | undefined {
    const { installed } = planned;
    const folder = this.#packageFolder(installed);
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith(INPUTS));
    } catch {
      return undefined;
    }
    const own = this.#ownInputs(installed);
    for (const name of names) {
      const inputs = readJson(join(folder, name)) as VariantInputs | undefined;
      if (inputs === undefined || inputs.types !== own.types || inputs.files !== own.files) {
        continue;
      }
      if (!replays(inputs.resolutions, installed)) continue;
      const id = join(folder, name.slice(0, -INPUTS.length));
      try {
        const entry = this.#unchanged(id, inputs.written, (field, error) => {
          // Not served from this variant again: the next start reads the package again.
          rmSync(id + INPUTS, { force: true });
          warn(
            `${installed.name}@${installed.version}: its cached ${field} cannot be read ` +
              `(${error.message}); served without them until the next start reads it again`,
          );
        }) ?? checked(id, inputs.written);
        if (entry === undefined) continue;
        entry.slug = planned.slug;
        return entry;
      } catch {
        continue;
      }
    }
    return undefined;
  }

  /**
   * Keeps an entry under the inputs it was read from.
   *
   * @param planned The package and its slug.
   * @param entry Its entry.
   * @param resolutions What its reader's `resolve` was asked ({@link recordingResolve}).
   * @throws {Error} When the cache folder cannot be written.
   */
  store(planned: PlannedDependency, entry: BundledPackage, resolutions: Resolution[]): void {
    const inputs: VariantInputs = { ...this.#ownInputs(planned.installed), resolutions };
    const id = hash(JSON.stringify(inputs)).slice(0, 16);
    const folder = this.#packageFolder(planned.installed);
    mkdirSync(folder, { recursive: true });
    // The entry and its fields first: a variant whose inputs file is there has them.
    const path = join(folder, id);
    const rest: Record<string, unknown> = { ...entry };
    const kept: Partial<Written> = {};
    for (const field of LATER_FIELDS) {
      // The pages' outlines go with their Markdown: a start reads them instead of working out
      // every page's (a quarter of the evaluation app's first search).
      if (field === "outlines" && kept.pages === undefined) continue;
      const value = keptValue(entry, field);
      if (value === undefined) continue;
      const text = asciiJson(value);
      if (text.length < OWN_FILE_CHARS && field !== "outlines") continue;
      // Pages keep their ids and titles in the entry; a field goes whole.
      if (field === "pages") rest.pages = entry.pages!.map(({ markdown: _, ...stub }) => stub);
      else delete rest[field];
      writeAtomically(fileOf(path, field), text);
      kept[field] = statOf(fileOf(path, field));
    }
    writeAtomically(path + ENTRY, asciiJson(rest));
    const written: Written = { ...kept, entry: statOf(path + ENTRY) };
    writeAtomically(join(folder, id + INPUTS), JSON.stringify({ ...inputs, written }));
  }

  /**
   * The entry of a variant whose files are all as this server wrote them, its fields kept in
   * files of their own read when first asked for; `undefined` for any other.
   */
  #unchanged(
    id: string,
    written: Written | undefined,
    failed: (field: KeptField, error: Error) => void,
  ): BundledPackage | undefined {
    if (written === undefined || statOf(id + ENTRY) !== written.entry) return undefined;
    const opened: [KeptField, LaterFile][] = [];
    for (const field of LATER_FIELDS) {
      const stat = written[field];
      if (stat === undefined) continue;
      const file = openLater(fileOf(id, field), stat);
      if (file === undefined) {
        for (const [, other] of opened) other.close();
        return undefined;
      }
      opened.push([field, file]);
    }
    const entry = parseJson(readBytes(id + ENTRY)) as BundledPackage;
    for (const [field, file] of opened) {
      const read = () => parseJson(file.read()) as never;
      const failedRead = (error: Error) => failed(field, error);
      if (field === "pages") withMarkdownLater(entry, read, failedRead);
      else if (field === "outlines") withOutlinesLater(entry, read, failedRead);
      else withFieldLater(entry, field, read, failedRead);
    }
    return entry;
  }

  #packageFolder(pkg: InstalledPackage): string {
    return join(this.#folder, packageFolderName(pkg));
  }

  #ownInputs(pkg: InstalledPackage): Omit<VariantInputs, "resolutions"> {
    return {
      types: pkg.types === undefined ? null : `${pkg.types.name}@${pkg.types.version}`,
      files: mayChange(pkg, this.#app) ? filesHash(pkg.folder) : null,
    };
  }
}

/** Decodes an entry's file: quicker than `readFileSync`'s own decoding, in Deno and in Node. */
const UTF8 = new TextDecoder();

/** Any character past ASCII. */
const NON_ASCII = /[\u0080-\uffff]/g;

/**
 * A value as JSON in ASCII alone, every other character escaped (`\u00e9`): the same JSON, but
 * decoded into a one-byte string, which the runtime makes without transcoding. One accented
 * letter in 27 MB of entries otherwise makes the whole text a two-byte string: twice the
 * memory while it is parsed, and five times the decoding time.
 *
 * @param value What to write.
 * @returns Its JSON text.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    NON_ASCII,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The suffixes of a variant's files. */
const INPUTS = ".inputs.json";
const ENTRY = ".entry.json";

/**
 * What an entry keeps in files of its own when it is long: its pages' Markdown (and then their
 * outlines, which are no field of the snapshot format), and fields.
 */
type KeptField = "pages" | "outlines" | LaterField;

const LATER_FIELDS: readonly KeptField[] = [
  "pages",
  "outlines",
  "components",
  "symbols",
  "codeSettings",
];

/** A field shorter than this (as JSON) stays in the entry's file. */
const OWN_FILE_CHARS = 16_384;

/** What a file of an entry's own holds: one text or outline per page, or the field. */
function keptValue(entry: BundledPackage, field: KeptField): unknown {
  if (field === "pages") return entry.pages?.map((page) => page.markdown);
  if (field === "outlines") return entry.pages?.map((page) => outlinePage(page.markdown));
  return entry[field];
}

/** The file of a field kept on its own: `<id>.<field>.json`. */
function fileOf(id: string, field: KeptField): string {
  return `${id}.${field}.json`;
}

/**
 * The entry of a variant whose files are not as this server wrote them, read whole and checked
 * as a snapshot's package is.
 */
function checked(id: string, written: Written | undefined): BundledPackage | undefined {
  const entry = parseJson(readBytes(id + ENTRY)) as Record<string, unknown>;
  for (const field of LATER_FIELDS) {
    // Outlines are worked out again from the Markdown, which is checked.
    if (written?.[field] === undefined || field === "outlines") continue;
    const value = parseJson(readBytes(fileOf(id, field)));
    if (field !== "pages") entry[field] = value;
    else if (Array.isArray(entry.pages) && Array.isArray(value)) {
      entry.pages.forEach((page, at) => {
        if (isRecord(page)) page.markdown = value[at];
      });
    }
  }
  const [valid] = validateBundledData({
    version: "0",
    packages: [entry as unknown as BundledPackage],
  }).packages;
  return valid;
}

function parseJson(bytes: Uint8Array): unknown {
  return JSON.parse(UTF8.decode(bytes));
}

/**
 * The reader's `resolve` for a package, recording each call relative to the package (or its
 * `@types`, or a package resolved before), so that another app can replay it.
 *
 * @param pkg The package being read.
 * @returns The wrapped `resolve` and its record.
 */
export function recordingResolve(pkg: InstalledPackage): RecordingResolve {
  let resolutions: Resolution[] | undefined = [];
  const folders: string[] = [];
  /** The calls recorded, by name and where Node's walk starts: a package asks the same often. */
  const recorded = new Set<string>();
  return {
    resolve(name, fromFolder) {
      const found = resolveInstalled(name, fromFolder);
      const from = originOf(fromFolder, pkg, folders);
      if (from === undefined) {
        resolutions = undefined;
        return found;
      }
      const key = `${name}\0${from.origin}\0${from.below}`;
      if (!recorded.has(key)) {
        recorded.add(key);
        resolutions?.push({ name, from, version: found?.version ?? null });
        folders.push(found?.folder ?? "");
      }
      return found;
    },
    get resolutions() {
      return resolutions;
    },
  };
}

function originOf(
  folder: string,
  pkg: InstalledPackage,
  resolved: readonly string[],
): Resolution["from"] | undefined {
  const candidates: [Origin, string][] = [
    ["self", pkg.folder],
    ...(pkg.types === undefined ? [] : [["types", pkg.types.folder] as [Origin, string]]),
    ...resolved.map((root, i): [Origin, string] => [i, root]),
  ];
  for (const [origin, root] of candidates) {
    if (root !== "" && (folder === root || folder.startsWith(root + sep))) {
      return { origin, below: walkStart(root, relative(root, folder)) };
    }
  }
  return undefined;
}

/**
 * Where, below a package's folder, Node's walk for a name really starts: the deepest folder on
 * the way to `below` that has a `node_modules` of its own, else the package's folder (`""`). A
 * name resolved from `dist/components/icon` is found where it is from the package's folder when
 * none of `dist/components/icon`, `dist/components` and `dist` has a `node_modules`; so the
 * calls from every folder of a package record (and replay) as one.
 */
function walkStart(root: string, below: string): string {
  const steps = below === "" ? [] : below.split(sep);
  for (let n = steps.length; n > 0; n--) {
    const prefix = steps.slice(0, n).join(sep);
    if (existsSync(join(root, prefix, "node_modules"))) return prefix;
  }
  return "";
}

/** Whether resolving the recorded names from the same places in this app finds the same. */
function replays(resolutions: readonly Resolution[], pkg: InstalledPackage): boolean {
  const folders: string[] = [];
  for (const { name, from, version } of resolutions) {
    const root = from.origin === "self"
      ? pkg.folder
      : from.origin === "types"
      ? pkg.types?.folder
      : folders[from.origin];
    if (root === undefined || root === "") return false;
    const found = resolveInstalled(name, join(root, from.below));
    if ((found?.version ?? null) !== version) return false;
    folders.push(found?.folder ?? "");
  }
  return true;
}

/**
 * Whether a package's files can change while its version stays: linked from outside every
 * `node_modules` folder (a workspace package, `npm link`), or patched (pnpm's patched folders,
 * Yarn's `patch:` ranges, patch-package's `patches/<name>+<version>.patch`).
 */
function mayChange(pkg: InstalledPackage, app: string): boolean {
  if (denoCacheOf(pkg.folder) !== undefined) return false;
  if (!pkg.folder.split(sep).includes("node_modules")) return true;
  if (pkg.folder.includes("_patch_hash=") || pkg.declared?.startsWith("patch:")) return true;
  const patch = `${pkg.name.replace("/", "+")}+${pkg.version}.patch`;
  return existsSync(join(app, "patches", patch));
}

/** A hash of a package's files (paths and contents), its `node_modules` and dot folders aside. */
function filesHash(folder: string): string {
  const digest = createHash("sha256");
  eachPackageFile(folder, (path) => {
    digest.update(relative(folder, path)).update("\0").update(readFileSync(path)).update("\0");
  });
  return digest.digest("hex");
}

function hash(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function readJson(path: string): unknown {
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}
