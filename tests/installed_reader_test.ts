import assert from "node:assert/strict";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ApiSymbol, BundledPackage } from "../src/snapshot/model.ts";
import { validateBundledData } from "../src/snapshot/validate.ts";
import { packageMeta } from "../src/snapshot/package_meta.ts";
import type { InstalledPackage } from "../src/generator/read/installed/installed_package.ts";
import { installedMetadata } from "../src/generator/read/installed/installed_metadata.ts";
import { readInstalledPackage } from "../src/generator/read/installed/read_installed.ts";
import type { GeneratorWarningKind } from "../src/generator/warnings.ts";

/** The fixture tree: one folder per installed package, by name (`@types/plain-runtime`). */
const TREE = fileURLToPath(new URL("./fixtures/installed/", import.meta.url));

/** Looks a name up in the fixture tree, as the resolver looks it up in `node_modules`. */
function resolve(name: string): InstalledPackage | undefined {
  const folder = `${TREE}${name}`;
  if (!existsSync(`${folder}/package.json`)) return undefined;
  let version = "0.0.0";
  try {
    version = JSON.parse(readFileSync(`${folder}/package.json`, "utf8")).version;
  } catch {
    // A broken package.json: the resolver reports it; the reader reads around it.
  }
  return { name, version, folder: realpathSync(folder) };
}

interface Read {
  entry: BundledPackage;
  warnings: { kind: GeneratorWarningKind; message: string }[];
}

async function read(
  name: string,
  options: { types?: string; maxPageBytes?: number } = {},
): Promise<Read> {
  const pkg = resolve(name)!;
  if (options.types !== undefined) {
    const types = resolve(options.types)!;
    pkg.types = { name: types.name, version: types.version, folder: types.folder };
  }
  const warnings: Read["warnings"] = [];
  const entry = await readInstalledPackage(pkg, {
    slug: name.replace("@", "").replace("/", "-"),
    resolve,
    warn: (kind, message) => warnings.push({ kind, message }),
    ...(options.maxPageBytes === undefined ? {} : { maxPageBytes: options.maxPageBytes }),
  });
  // Every entry is one the server can load.
  validateBundledData({ version: "1", packages: [entry] });
  return { entry, warnings };
}

function page(entry: BundledPackage, id: string) {
  return entry.pages?.find((found) => found.id === id);
}

function symbol(entry: BundledPackage, name: string, subpath?: string) {
  return entry.symbols?.find((found) =>
    found.name === name && (subpath === undefined || found.subpath === subpath)
  );
}

Deno.test("readInstalledPackage() records a dependency's metadata and marks it third party", async () => {
  const { entry } = await read("guide-kit");
  assert.equal(entry.name, "guide-kit");
  assert.equal(entry.slug, "guide-kit");
  assert.equal(entry.version, "2.3.1");
  assert.equal(entry.thirdParty, true);
  assert.equal(entry.description, "Guides for building kits.");
  assert.deepEqual(entry.keywords, ["guides", "kits"]);
  assert.equal(entry.homepage, "https://guide-kit.example.com");
  assert.equal(
    entry.repository,
    "https://github.com/example/guide-kit/tree/HEAD/packages/guide-kit",
  );
  assert.equal(entry.category, "");
  assert.deepEqual(entry.related, []);
  assert.equal(entry.apiSource, null);
});

Deno.test("readInstalledPackage() keeps a docs folder's README and the package's apart", async () => {
  // Turborepo ships `docs/index.mdx`, `docs/README.md` and a README at its root: one id twice
  // made its entry invalid, and the package was not served.
  const { entry } = await read("readme-twice");
  assert.deepEqual(entry.pages?.map((found) => [found.id, found.title]), [
    ["README", "How to read these docs"],
    ["package-README", "Readme Twice"],
  ]);
  assert.deepEqual(entry.availableDocPages, ["index"]);
  assert.match(entry.docs.index!, /Start with the guide/);
});

Deno.test("readInstalledPackage() reads a README named readme.markdown as its index", async () => {
  // object-hash and text-table ship `readme.markdown`: their questions had no page to answer.
  const { entry } = await read("markdown-kit");
  assert.deepEqual(entry.availableDocPages, ["index"]);
  assert.match(entry.docs.index!, /A change to any hash this package returns is a major release/);
});

Deno.test("readInstalledPackage() reads shipped docs with numbered folders kept in ids, front matter titles and agent skills", async () => {
  const { entry, warnings } = await read("guide-kit");
  assert.deepEqual(entry.availableDocPages, ["index"]);
  assert.match(entry.docs.index!, /Guide kit builds kits from guides/);
  assert.deepEqual(entry.pages?.map((found) => found.id), [
    "01-start/02-setup/install",
    "01-start/index",
    "02-api/10_retry",
    "02-api/build-kit",
    "AGENTS",
    "llms",
    // Its package.json names a main entry, `./dist/index.js`, and no exports map.
    "package.json",
    "skills/guide-kit/SKILL",
    "skills/guide-kit/references/setup",
  ]);
  const install = page(entry, "01-start/02-setup/install")!;
  assert.equal(install.title, "Installing guide-kit");
  assert.ok(!install.markdown.includes("title:"), "front matter is stripped");
  assert.match(install.markdown, /## Requirements/);
  // A section index that is front matter only keeps its title and description as text.
  assert.equal(page(entry, "01-start/index")?.title, "Getting started");
  assert.match(page(entry, "01-start/index")!.markdown, /Everything to start with guide-kit/);
  // MDX is kept as it is written; its title comes from its first heading.
  assert.equal(page(entry, "02-api/build-kit")?.title, "buildKit()");
  // Its tables without the spaces that pad their cells.
  assert.match(
    page(entry, "02-api/build-kit")!.markdown,
    /\n\| Option \| Default \|\n\| --- \| --- \|\n\| `retries` \| `3` \|\n?$/,
  );
  assert.equal(page(entry, "AGENTS")?.title, "Rules for agents");
  assert.match(page(entry, "llms")!.markdown, /Kits from guides/);
  // An agent skill keeps its folder in its id, its references beside it.
  assert.equal(page(entry, "skills/guide-kit/SKILL")?.title, "guide-kit skill");
  assert.deepEqual(warnings, []);
});

Deno.test("readInstalledPackage() reads the pages a package ships under doc/ as under docs/", async () => {
  // markdownlint ships a page per rule under `doc/`, npm's own name for the folder.
  const { entry, warnings } = await read("rules-kit");
  assert.deepEqual(entry.pages?.map((found) => found.id), ["Rules", "rk001"]);
  assert.equal(page(entry, "rk001")?.title, "RK001 - Line length");
  assert.match(page(entry, "rk001")!.markdown, /default 80/);
  assert.deepEqual(warnings, []);
});

Deno.test("readInstalledPackage() reads the changelog at the package root as a page titled Changelog, and the root's other Markdown but licences and the like", async () => {
  const { entry, warnings } = await read("changelog-kit");
  assert.deepEqual(warnings, []);
  // Its first heading is the package's name: the page is titled for what it is. Mistral's
  // `FUNCTIONS.md` is a page; `LICENSE.md` and `CONTRIBUTING.md` are not, nor a `CLAUDE.md` that
  // copies `AGENTS.md` (Effect's).
  assert.deepEqual(entry.pages?.map(({ id, title }) => [id, title]), [
    ["AGENTS", "Effect-like kit"],
    ["CHANGELOG", "Changelog"],
    ["FUNCTIONS", "Functions"],
  ]);
  assert.match(page(entry, "CHANGELOG")!.markdown, /`poll` was taken out/);
  assert.deepEqual(entry.availableDocPages, ["index"]);
});

Deno.test("readInstalledPackage() makes an example program titled by @title a page with its code fenced", async () => {
  const { entry } = await read("guide-kit");
  const example = page(entry, "02-api/10_retry")!;
  assert.equal(example.title, "Retrying a kit build");
  assert.equal(
    example.markdown,
    "# Retrying a kit build\n\nRetry twice, then give up.\n\n```ts\n" +
      'import { buildKit } from "guide-kit"\n\nexport const kit = buildKit("guide").retry(2)\n```\n',
  );
  assert.equal(page(entry, "02-api/helpers"), undefined, "a code file without @title is no page");
});

Deno.test("readInstalledPackage() records symbols from the types field with signature, docs, tags and members", async () => {
  const { entry } = await read("guide-kit");
  assert.deepEqual(entry.exports, ["buildKit", "Kit", "KitOptions"]);
  const buildKit = symbol(entry, "buildKit")!;
  assert.equal(buildKit.kind, "function");
  assert.equal(buildKit.subpath, ".");
  assert.equal(buildKit.signature, "function buildKit(guide: string): Kit");
  assert.equal(buildKit.doc, "Builds a kit from a guide.");
  assert.deepEqual(buildKit.tags, [
    { tag: "param", name: "guide", text: "The guide's name." },
    { tag: "returns", text: "The kit." },
    { tag: "example", text: '```ts\nbuildKit("intro");\n```' },
  ]);
  assert.equal(buildKit.file, "node_modules/guide-kit/dist/index.d.ts");
  assert.equal(buildKit.line, 11);
  const kit = symbol(entry, "Kit")!;
  assert.equal(kit.kind, "interface");
  assert.equal(kit.signature, "interface Kit");
  assert.deepEqual(kit.members, [
    { name: "name", kind: "property", signature: "readonly name: string", doc: "Its name." },
    {
      name: "retry",
      kind: "method",
      signature: "retry(times: number): Kit\nretry(times: number, delay: number): Kit",
      doc: "Retries the build.",
    },
  ]);
  // A type alias of an object literal records its properties as members, docs included.
  const options = symbol(entry, "KitOptions")!;
  assert.equal(options.kind, "typeAlias");
  assert.deepEqual(options.members, [
    {
      name: "attempts",
      kind: "property",
      signature: "attempts?: number",
      doc: "How many times a build is tried.",
    },
  ]);
});

Deno.test("readInstalledPackage() reads every exports subpath through its types condition, patterns expanded and exclusions left out", async () => {
  const { entry } = await read("cond-kit");
  assert.equal(entry.repository, "https://github.com/example/cond-kit");
  const subpaths = Object.fromEntries(
    (entry.symbols ?? []).map((found) => [found.name, found.subpath]),
  );
  assert.deepEqual(subpaths, {
    check: ".",
    default: ".",
    Form: ".",
    FORM_VERSION: "./forms",
    Size: ".",
    star: "./icons/star",
    validate: "./forms",
  });
  assert.ok(!entry.exports.includes("debugIcon"), "./icons/internal-* is excluded");
  assert.ok(!entry.exports.includes("Zq"), '"./*": "./*" opens files, not entries');
  const size = symbol(entry, "Size")!;
  assert.equal(size.kind, "enum");
  assert.deepEqual(size.members, [
    { name: "Small", kind: "enumMember", signature: "Small = 0" },
    { name: "Large", kind: "enumMember", signature: "Large = 1", doc: "The default." },
  ]);
  const form = symbol(entry, "Form")!;
  assert.deepEqual(form.members?.map((member) => `${member.kind} ${member.signature}`), [
    "constructor constructor(name: string)",
    "method submit(): Promise<void>",
    "method static create(): Form",
  ]);
  // An alias is recorded under the name it is exported as.
  assert.equal(symbol(entry, "check")?.signature, "function check(value: unknown): boolean");
  assert.deepEqual(symbol(entry, "check")?.tags, [
    { tag: "throws", name: "RangeError", text: "When the value is out of range." },
  ]);
  assert.equal(symbol(entry, "default")?.signature, "const _default: {\n    version: string;\n}");
  assert.equal(symbol(entry, "FORM_VERSION")?.signature, 'const FORM_VERSION = "1"');
});

Deno.test("readInstalledPackage() finds the .d.ts beside the .js an exports target names", async () => {
  const { entry } = await read("beside-kit");
  assert.deepEqual(entry.exports, ["Utils", "dual", "double"]);
  assert.equal(symbol(entry, "double")?.subpath, "./utils");
  const utils = symbol(entry, "Utils")!;
  assert.equal(utils.kind, "namespace");
  assert.equal(utils.signature, 'export * as Utils from "./utils.js"');
  assert.equal(utils.doc, "Helpers for everything.");
  assert.deepEqual(utils.members, [
    { name: "double", kind: "function", signature: "function double(n: number): number" },
  ]);
  // A dual API's docs sit on its call signatures; the signature leaves the comments out.
  const dual = symbol(entry, "dual")!;
  assert.equal(dual.doc, "Adds `b` to `a`.");
  assert.ok(!dual.signature.includes("/**"));
  assert.match(dual.signature, /^const dual: \{\n {4}\(a: number, b: number\): number;/);
});

Deno.test("readInstalledPackage() exposes the top-level .d.ts files of a package without exports as subpaths", async () => {
  const { entry } = await read("top-kit");
  assert.equal(symbol(entry, "createServer")?.subpath, ".");
  assert.equal(symbol(entry, "default")?.subpath, "./link");
  assert.equal(
    symbol(entry, "default")?.signature,
    "const Link: (props: { href: string; }) => unknown",
  );
  // A member documented by `//` lines right above it; not by a trailing comment, a maintainer's
  // note, a group's label or a comment a blank line sets apart.
  assert.deepEqual(
    symbol(entry, "Rotation")?.members?.map(({ name, doc }) => [name, doc]),
    [
      ["backups", "(defaults to 5) the number of old files to keep."],
      ["maxSize", undefined],
      ["mode", undefined],
      ["port", undefined],
      ["host", undefined],
      ["path", "The path, in JSDoc."],
    ],
  );
  // Tuples and type literals as the file lays them out: on one line where it writes them so.
  assert.equal(
    symbol(entry, "sizes")?.signature,
    "const sizes: {\n    A4: [number, number];\n    letter: [width: number, height: number];\n}",
  );
  const redirect = symbol(entry, "redirect")!;
  assert.equal(redirect.subpath, "./navigation");
  assert.equal(redirect.file, "node_modules/top-kit/dist/navigation.d.ts");
  assert.equal(redirect.doc, "Redirects to `url`.");
  // A link to a member keeps its `#`, in the docs and in a tag.
  const replace = symbol(entry, "replace")!;
  assert.equal(
    replace.doc,
    "Replaces the current entry; unlike `Router#push`, it adds none.",
  );
  assert.deepEqual(replace.tags, [
    { tag: "param", name: "url", text: "Where to go; see `Router#prefetch`." },
  ]);
});

Deno.test("readInstalledPackage() reads a folder with a package.json of its own as an entry of a package without exports", async () => {
  // `@apollo/client/link/context`: its folder's package.json names its types; `dist/esm`'s only
  // sets a module type, and a test folder's is no one's import.
  const { entry } = await read("folder-kit");
  assert.deepEqual(entry.symbols!.map(({ name, subpath }) => [name, subpath]), [
    ["createClient", "."],
    ["setContext", "./link/context"],
  ]);
  assert.equal(
    symbol(entry, "setContext")?.doc,
    "Sets the context of each request, such as its headers.",
  );
});

Deno.test("readInstalledPackage() marks the values a CommonJS entry shows Node's ES modules no name of", async () => {
  // jsonwebtoken's `sign`: `import { sign }` fails under Node's ES module loader, which sees
  // only the names cjs-module-lexer finds, here through a module re-exported whole.
  const { entry } = await read("cjs-kit");
  assert.deepEqual(
    entry.symbols!.map(({ name, defaultOnly }) => [name, defaultOnly]),
    [["SignOptions", undefined], ["decode", undefined], ["sign", true]],
  );
  // An ES module's names are its own.
  const esm = await read("esm-kit");
  assert.ok(esm.entry.symbols!.length > 0);
  assert.ok(esm.entry.symbols!.every((symbol) => symbol.defaultOnly === undefined));
  // A `.js` entry written as an ES module without `"type": "module"` (Ionic's `dist/index.js`)
  // is one to Node 22, which detects its syntax: its names are importable.
  const detected = await read("syntax-esm-kit");
  assert.deepEqual(
    detected.entry.symbols!.map(({ name, defaultOnly }) => [name, defaultOnly]),
    [["toastController", undefined]],
  );
});

Deno.test("readInstalledPackage() records a bundle's word-for-word copy of a declaration once, with the entries exporting it", async () => {
  // `@google/genai` and `@google/genai/node` each declare the same classes in their own bundle.
  const { entry } = await read("copy-kit");
  assert.deepEqual(
    entry.symbols!.map(({ name, subpath, alsoFrom }) => [name, subpath, alsoFrom]),
    [
      ["Client", ".", ["./node"]],
      ["Options", ".", ["./node"]],
      // An undocumented value of the same type in each module is each module's own.
      ["styles", ".", undefined],
      ["styles", "./node", undefined],
    ],
  );
});

Deno.test("readInstalledPackage() gives an inherited property the optionality its inheriting type has", async () => {
  // TanStack's `QueryObserverOptions extends WithRequired<QueryOptions, 'queryKey'>`.
  const { entry } = await read("mapped-base-kit");
  assert.deepEqual(symbol(entry, "ObserverOptions")?.members?.map((m) => m.signature), [
    "enabled?: boolean",
    "queryKey: string[]",
    "retry?: number",
  ]);
  // The standard library's utility types are known (Ark UI's `Optional<Omit<dialog.Props, ...>>`).
  assert.deepEqual(symbol(entry, "RetryOptions")?.members?.map((m) => m.signature), [
    "retry?: number",
  ]);
});

Deno.test("readInstalledPackage() keeps each reason of a name all of whose overloads are deprecated differently", async () => {
  // rxjs' `timeoutWith(someDate, ...)` and `timeoutWith(100, ...)`: two replacements.
  const { entry } = await read("overload-kit");
  assert.deepEqual(symbol(entry, "timeoutAfter")?.tags, [{
    tag: "deprecated",
    text: "Overload 1: Use `timeout({ first: date, with })` instead.\n" +
      "Overload 2: Use `timeout({ each: ms, with })` instead.",
  }]);
});

Deno.test("readInstalledPackage() says which of a member's overloads are deprecated", async () => {
  // graphql's `GraphQLError`: its positional constructor is deprecated, its options one is not.
  const { entry } = await read("overload-kit");
  const constructor = symbol(entry, "GraphError")?.members?.find((m) => m.name === "constructor");
  assert.equal(constructor?.doc, "Makes an error from its options.");
  assert.deepEqual(constructor?.tags, [
    {
      tag: "remarks",
      text: "Overload 2 of 2 is deprecated: Please use the options overload instead.",
    },
  ]);
  // One comment above the first of undocumented overloads is the member's (zod's `format`).
  const format = symbol(entry, "GraphError")?.members?.find((m) => m.name === "format");
  assert.deepEqual(format?.tags, [{ tag: "deprecated", text: "Use `treeify` instead." }]);
});

Deno.test("readInstalledPackage() gives a property without docs what its constructor says of the option that sets it", async () => {
  // koa's `proxyIpHeader`, documented only by `@param options.proxyIpHeader` on the constructor.
  const { entry } = await read("options-kit");
  const members = symbol(entry, "default")?.members ?? [];
  const doc = (name: string) => members.find((member) => member.name === name)?.doc;
  assert.equal(
    doc("proxyHeader"),
    "Set by the constructor's `options.proxyHeader`: The header read for the client's address, " +
      "defaults to X-Forwarded-For",
  );
  assert.match(doc("maxHops") ?? "", /defaults to 0 \(all\)$/);
  // Its own docs stay its own.
  assert.equal(doc("proxy"), "Whether proxy headers are trusted.");
});

Deno.test("readInstalledPackage() gives a type alias the checker works out the properties it resolves to", async () => {
  const { entry } = await read("computed-kit");
  assert.deepEqual(symbol(entry, "ProviderOptions")?.members, [
    {
      name: "sendReasoning",
      kind: "property",
      signature: "sendReasoning?: boolean",
      doc: "Whether to send the reasoning back.",
    },
    { name: "effort", kind: "property", signature: 'effort: "low" | "high"' },
  ]);
  // Objects merged (an intersection) have the members of each, with their docs.
  assert.deepEqual(symbol(entry, "TypeOptions")?.members?.[0], {
    name: "strictChecks",
    kind: "property",
    signature: "strictChecks: true",
    doc: "Makes a call's options required when its string has variables.",
    tags: [{ tag: "default", text: "true" }],
  });
  // A generic interface applied is that interface, whose record has the members.
  assert.equal(symbol(entry, "NumberBox")?.members, undefined);
  // Each member as the type has it: `null` kept, `readonly` from `Readonly`, and an optional
  // member's `undefined` left to its `?`.
  assert.deepEqual(symbol(entry, "ElementRef")?.members?.map((member) => member.signature), [
    "readonly value: T | null",
  ]);
  assert.deepEqual(symbol(entry, "Settings")?.members?.map((member) => member.signature), [
    "size?: number",
    "label?: string | null",
  ]);
  // A type named through `import()`, as a JSDoc `@typedef` is emitted, has its target's members.
  assert.deepEqual(symbol(entry, "RunOptions")?.members, [
    {
      name: "files",
      kind: "property",
      signature: "files?: string | string[]",
      doc: "Files to check: one path or many.",
    },
    {
      name: "strict",
      kind: "property",
      signature: "strict?: boolean",
      doc: "Whether a warning fails the run.",
    },
    // A type the package exports by its name, not through the module that declares it.
    {
      name: "rules",
      kind: "property",
      signature: "rules?: Rule[]",
      doc: "Checks of the run's own.",
    },
  ]);
});

Deno.test("readInstalledPackage() writes out a variable typed by a function-typed property, with its docs", async () => {
  // calcite's `const setAssetPath: Runtime["setAssetPath"]`, a property of `@arcgis/lumina`.
  const { entry } = await read("indexed-kit");
  const setAssetPath = symbol(entry, "setAssetPath")!;
  assert.equal(setAssetPath.signature, "const setAssetPath: {\n  (path: URL | string): void;\n}");
  assert.equal(setAssetPath.doc, "Sets the base path of the package's assets.");
});

Deno.test("readInstalledPackage() leaves out an exports entry Node finds no module for", async () => {
  // solid-js' `"./types/*": "./types/*"`: a folder of declarations, no module to import.
  const { entry } = await read("types-folder-kit");
  assert.deepEqual(entry.symbols!.map(({ name, subpath }) => [name, subpath]), [
    ["createSignal", "."],
  ]);
});

Deno.test("readInstalledPackage() leaves out what the package marks @internal", async () => {
  // puppeteer's `Locator._clone` and `PuppeteerUtil`: declared, exported, not its API.
  const { entry } = await read("internal-kit");
  assert.deepEqual(entry.symbols!.map(({ name }) => name), ["Locator"]);
  assert.deepEqual(symbol(entry, "Locator")?.members?.map(({ name }) => name), ["click"]);
  // Declared all the same: named, so that no answer says it is found nowhere (graphql's
  // `ValidationOptions.maxErrors`, which `validate`'s doc tells users to pass).
  assert.deepEqual(symbol(entry, "Locator")?.internalMembers, ["_clone"]);
  // An export marked internal has no record, but is named (Fluent's `Button` class).
  assert.deepEqual(entry.internalExports, ["injectedUtil"]);
});

Deno.test("readInstalledPackage() keeps the deprecation a re-export gives a name", async () => {
  // `@types/react-dom/test-utils` re-exports React's `act` as deprecated.
  const { entry } = await read("reexport-kit");
  const act = symbol(entry, "act")!;
  assert.equal(act.doc, "Runs the updates of a test.");
  assert.deepEqual(act.tags, [
    { tag: "deprecated", text: "Import `act` from the test library instead." },
  ]);
});

Deno.test("readInstalledPackage() takes the symbols of a package without types from its @types package", async () => {
  const { entry, warnings } = await read("plain-runtime", { types: "@types/plain-runtime" });
  assert.equal(entry.name, "plain-runtime");
  assert.deepEqual(warnings, []);
  // Which @types package, at which version: its versions need not be the package's.
  const typesVersion = JSON.parse(
    readFileSync(`${TREE}@types/plain-runtime/package.json`, "utf8"),
  ).version;
  assert.equal(entry.typesFrom, `@types/plain-runtime@${typesVersion}`);
  assert.equal(packageMeta(entry).typesFrom, entry.typesFrom);
  assert.deepEqual(entry.exports.toSorted(), ["App", "default", "json"]);
  const plain = symbol(entry, "default")!;
  assert.equal(plain.kind, "function");
  assert.equal(plain.signature, "function plain(): plain.App\nnamespace plain");
  assert.deepEqual(plain.members?.map((member) => member.name), ["App", "json"]);
  assert.equal(symbol(entry, "json")?.doc, "Parses JSON bodies.");
  assert.equal(symbol(entry, "App")?.file, "node_modules/@types/plain-runtime/index.d.ts");
  assert.deepEqual(symbol(entry, "App")?.members?.map((member) => member.name), ["listen"]);
});

Deno.test("readInstalledPackage() reads a class a declared module assigns with export =, without its prototype", async () => {
  const { entry, warnings } = await read("@types/meter");
  assert.deepEqual(warnings, []);
  assert.deepEqual(entry.exports.toSorted(), ["Panel", "default"]);
  assert.equal(symbol(entry, "default")?.subpath, "meter");
});

Deno.test("readInstalledPackage() describes a property of an export = object that is typeof a class of another file by that class, with its namespace's types, and leaves out symbol-keyed properties", async () => {
  const { entry } = await read("notify-kit", { types: "@types/notify-kit" });
  // `Sender: typeof Sender` said only that line; the class and its namespace say what it takes.
  const sender = symbol(entry, "Sender");
  assert.equal(sender?.kind, "class");
  assert.equal(sender?.file, "node_modules/@types/notify-kit/senders/sender.d.ts");
  assert.deepEqual(sender?.members?.map((member) => member.name), [
    "constructor",
    "send",
    "Notice",
  ]);
  const timeout = symbol(entry, "Sender.Notice")?.members?.find((member) =>
    member.name === "timeout"
  );
  assert.equal(timeout?.signature, "timeout?: number | false | undefined");
  assert.match(timeout?.doc ?? "", /Defaults to 10 seconds/);
  // `[stamp]: string` has no name an import takes (TypeScript's is `__@stamp@...`).
  assert.deepEqual(entry.symbols?.filter((found) => found.name.startsWith("__")), []);
  assert.ok(symbol(entry, "notify"));
});

Deno.test("readInstalledPackage() lists a type's members once when another file augments it", async () => {
  const { entry } = await read("augment-kit");
  assert.deepEqual(
    symbol(entry, "MaterialProperties")?.members?.map((member) => [member.name, member.declaredBy]),
    [["thickness", undefined], ["thicknessNode", "./library"]],
  );
});

Deno.test("readInstalledPackage() writes after a conditional type alias or an interface the local helper types it names", async () => {
  const { entry } = await read("route-kit");
  assert.match(
    symbol(entry, "RouteParameters")!.signature,
    /: Record<string, string>\ntype WildcardParameters<Rest extends string> = \{\s+\[P in Rest\]: string\[\];\s+\}$/,
  );
  assert.equal(symbol(entry, "WildcardParameters"), undefined);
  // Nor when it names none.
  assert.ok(!symbol(entry, "RouteParts")?.signature.includes("\n"));
  // An interface's, two steps deep, an interface whole; none after a class.
  assert.equal(
    symbol(entry, "Router")!.signature,
    [
      "interface Router<H>",
      "type PathUse = (path: string, handler: Handler, options?: UseOptions) => void",
      "type PlainUse = (handler: Handler) => void",
      "type Handler = () => void",
      "interface UseOptions {\n  strict: boolean;\n}",
    ].join("\n"),
  );
  assert.equal(symbol(entry, "Server")!.signature, "class Server");
  // Another file's type aliases that no entry exports, imported or beside the declaration; not
  // its interfaces.
  assert.equal(
    symbol(entry, "ClientOptions")!.signature,
    [
      "interface ClientOptions",
      "type RetryRule = (err: Error) => boolean | 1 | 2",
      "type Backoff = (attempt: number) => number",
    ].join("\n"),
  );
  // A variable's type's, its type not written out.
  assert.equal(
    symbol(entry, "listen")!.signature,
    "const listen: (onError: ErrorCallback) => void\ntype ErrorCallback = (err: Error) => void",
  );
  assert.equal(
    symbol(entry, "connect")!.signature,
    "function connect(backoff: Backoff): void\ntype Backoff = (attempt: number) => number",
  );
});

Deno.test("readInstalledPackage() gives an alias of a namespace's interface no entry exports that interface's members, and a constant typed by one its signatures", async () => {
  const { entry } = await read("ns-alias-kit");
  const members = (name: string) => symbol(entry, name)?.members?.map((member) => member.name);
  assert.deepEqual(members("Connection"), ["run"]);
  assert.equal(symbol(entry, "Connection")!.members![0]!.doc, "Runs one statement.");
  // Every branch of a conditional alias names the one interface.
  assert.deepEqual(members("Row"), ["value"]);
  // A union is no one interface.
  assert.equal(members("Either"), undefined);
  assert.match(
    symbol(entry, "Opener")!.signature,
    /^const Opener: \{\n\s+new \(file\?: string\): Connection;\n\}$/,
  );
});

Deno.test("readInstalledPackage() lists the members a type inherits from an internal base it exports", async () => {
  const { entry } = await read("internal-base-kit");
  assert.equal(symbol(entry, "BaseOptions"), undefined);
  const options = symbol(entry, "HttpOptions")?.members;
  assert.deepEqual(options?.map((member) => member.name), ["path", "allowBatching"]);
  assert.deepEqual(options?.[1]?.tags, [{ tag: "default", text: "true" }]);
});

Deno.test("readInstalledPackage() records a union of object types an export's declaration names, and writes the exports map on the package.json page", async () => {
  const { entry } = await read("blocker-kit");
  const resolver = symbol(entry, "BlockerResolver");
  assert.equal(resolver?.reachedThrough, "useBlocker");
  assert.match(resolver!.signature, /status: 'blocked';[\s\S]*status: 'idle';/);
  const manifest = page(entry, "package.json")!.markdown;
  assert.match(
    manifest,
    /## `exports`\n\nWhich file each entry point \(and condition\) resolves to/,
  );
  assert.match(manifest, /"deno": "\.\/index\.node\.js"/);
});

Deno.test("readInstalledPackage() gives the one value a declaration file exports the doc comment the file opens with, not a licence", async () => {
  const { entry } = await read("plugin-doc-kit");
  const plugin = symbol(entry, "mocks");
  assert.equal(plugin?.doc, "A bundler plugin for mocking.");
  assert.match(plugin?.tags?.find((tag) => tag.tag === "example")?.text ?? "", /virtual:mocks/);
  assert.equal(symbol((await read("licensed-kit")).entry, "licensed")?.doc, undefined);
});

Deno.test("readInstalledPackage() says when a package has neither types nor an @types package", async () => {
  const { entry, warnings } = await read("plain-runtime");
  // Its exports are unknown, not none: no symbols, and why.
  assert.equal(entry.symbols, undefined);
  assert.equal(
    entry.untyped,
    "ships no declaration files and no @types/plain-runtime is installed (install " +
      "@types/plain-runtime, if it exists)",
  );
  assert.deepEqual(warnings.map((warning) => warning.kind), ["no-types"]);
  assert.equal(
    warnings[0]!.message,
    "plain-runtime@5.0.0: ships no declaration files and no @types/plain-runtime is installed; " +
      "no symbols (install @types/plain-runtime, if it exists)",
  );
});

Deno.test("readInstalledPackage() reads a package that declares its modules by name (as @types/node does) by those names, node: first", async () => {
  const { entry, warnings } = await read("@types/ambient-only");
  assert.deepEqual(warnings, []);
  assert.deepEqual(
    entry.symbols?.map((found) => [found.name, found.subpath, found.doc, found.signature]),
    [["wait", "node:timers", "Waits.", "function wait(ms: number): Promise<void>"]],
  );
});

Deno.test("readInstalledPackage() reads the declarations the newest TypeScript reads, not the copies typesVersions keeps for older ones", async () => {
  // @types/node maps TypeScript up to 5.6 and 5.7 to copies without its generic Buffer; the reader's
  // own compiler is older, but the app's users read the package's own index.d.ts.
  const { entry, warnings } = await read("@types/downlevel-only");
  assert.deepEqual(warnings, []);
  const read_ = symbol(entry, "read", "node:clock")!;
  assert.equal(read_.doc, "Reads the clock into a buffer of the caller's choice.");
  assert.equal(read_.file, "node_modules/@types/downlevel-only/index.d.ts");
});

Deno.test("readInstalledPackage() records names re-exported from another installed package with the origin's declaration", async () => {
  const { entry, warnings } = await read("reexporter");
  const helper = symbol(entry, "originHelper")!;
  assert.equal(helper.subpath, ".");
  assert.equal(helper.signature, "function originHelper(options?: OriginOptions): string");
  assert.equal(helper.doc, "Helps, from the origin.");
  assert.equal(helper.file, "node_modules/origin-lib/dist/index.d.ts");
  assert.equal(symbol(entry, "OriginOptions")?.members?.[0]?.name, "volume");
  assert.equal(symbol(entry, "extra")?.doc, "An extra.");
  assert.equal(symbol(entry, "own")?.file, "node_modules/reexporter/dist/index.d.ts");
  // An interface extending another installed package's records what it inherits from there.
  assert.deepEqual(symbol(entry, "LoudOptions")?.members?.map((member) => member.name), [
    "duration",
    "volume",
  ]);
  assert.equal(symbol(entry, "LoudOptions")?.members?.[1]?.doc, "How loud.");
  // A name whose package is not installed is in exports, without a record, and said.
  assert.ok(entry.exports.includes("missing"));
  assert.equal(symbol(entry, "missing"), undefined);
  assert.deepEqual(warnings.map((warning) => warning.kind), ["unresolved-reexports"]);
  assert.match(warnings[0]!.message, /missing \(from not-installed\)/);
});

Deno.test("readInstalledPackage() says the keys of a computed type an entry exports have no declaration, not that they are not installed", async () => {
  // `@types/node`'s `node:constants`: `export =` of a value whose type maps signals to numbers.
  const { entry, warnings } = await read("mapped-export-kit");
  assert.equal(symbol(entry, "DEFAULT")?.doc, "The default signal.");
  assert.deepEqual(warnings.map((warning) => warning.kind), ["computed-exports"]);
  assert.match(warnings[0]!.message, /2 exported names are keys of a computed type/);
  assert.match(warnings[0]!.message, /SIGINT \(\.\)/);
});

Deno.test("readInstalledPackage() reads the analyzer's older tags format as a manifest", async () => {
  // `@carbon/web-components` ships its `custom-elements.json` so.
  const { entry, warnings } = await read("wca-kit");
  assert.deepEqual(warnings.map((warning) => warning.kind), ["no-types"]);
  const [toggle] = entry.components;
  assert.equal(toggle?.tagName, "wk-toggle");
  assert.equal(toggle?.name, undefined, "the format names no class: none is made up");
  assert.deepEqual(toggle?.attributes, [
    {
      name: "checked",
      fieldName: "checked",
      type: { text: "boolean" },
      default: "false",
      description: "Whether it is on.",
    },
    { name: "size", type: { text: "string" }, deprecated: "Use `scale`." },
  ]);
  assert.deepEqual(toggle?.members?.map((member) => member.name), ["checked", "labelText"]);
  assert.deepEqual(toggle?.events, [{ name: "wk-toggled", description: "After it is toggled." }]);
  assert.deepEqual(toggle?.slots, [{ name: "", description: "The label." }]);
  assert.deepEqual(toggle?.cssParts, [{ name: "track", description: "The track." }]);
});

Deno.test("readInstalledPackage() reads the web-types its package.json names, the plain HTML ones first, as a manifest", async () => {
  // Vaadin's component packages ship web-types, and no manifest.
  const { entry } = await read("webtypes-kit");
  assert.deepEqual(entry.components, [
    {
      kind: "class",
      tagName: "wt-button",
      customElement: true,
      description: "A button.",
      attributes: [
        { name: "disabled", type: { text: "boolean | null" }, description: "Dims it." },
        { name: "theme", type: { text: "string" }, deprecated: "Use `variant`." },
      ],
      members: [{ kind: "field", name: "disabled", type: { text: "boolean | null" } }],
      events: [{ name: "wt-pressed", description: "After a press." }],
      slots: [],
    },
  ]);
});

Deno.test("readInstalledPackage() names the module a user imports to define each element", async () => {
  const { entry } = await read("define-kit");
  // The manifest, in `dist/`, writes paths from its own folder; `exports` maps
  // `./components/*` to them. `internal/card.js` is no subpath's: nothing is said.
  assert.deepEqual(
    entry.components.map(({ tagName, definedIn }) => [tagName, definedIn]),
    [["d-button", "define-kit/components/d-button.js"], ["d-card", undefined]],
  );
  // Without a definition export (wc-lib's manifest has none), nothing either.
  const { entry: plain } = await read("wc-lib");
  assert.ok(plain.components.every((component) => component.definedIn === undefined));
});

Deno.test("readInstalledPackage() reads entries whose file declares their modules by name", async () => {
  // One `types/index.d.ts` for every subpath, each module in a `declare module` block (svelte).
  const { entry } = await read("ambient-kit");
  assert.deepEqual(entry.symbols!.map(({ name, subpath }) => [name, subpath]), [
    ["kit", "."],
    ["kit.Options", "."],
    ["mount", "."],
    ["writable", "./store"],
  ]);
  assert.equal(symbol(entry, "mount")?.doc, "Mounts a component on a target.");
  // An interface declared again (as each dayjs plugin adds to `Dayjs`) is one declaration,
  // with the members of all; its namespace's record names it, its own has the members.
  assert.deepEqual(symbol(entry, "kit")?.members?.map((m) => m.signature), [
    "interface Options { … }",
  ]);
  assert.deepEqual(symbol(entry, "kit.Options")?.members?.map((m) => m.signature), [
    "a: number",
    "b: number",
  ]);
});

Deno.test("readInstalledPackage() records the documented types no entry exports that its exports' types name", async () => {
  // Playwright's `expect` gives a locator the members of `LocatorAssertions`, which it does not
  // export, through an unexported `MakeMatchers`.
  const { entry } = await read("reach-kit");
  assert.deepEqual(
    entry.symbols!.map(({ name, reachedThrough }) => [name, reachedThrough]),
    [
      ["CorsOptions", "cors"],
      ["Expect", undefined],
      ["GenericAssertions", "Expect"],
      ["Helpers", undefined],
      ["Hidden", "Uses"],
      ["Locator", undefined],
      ["LocatorAssertions", "Expect"],
      ["Uses", undefined],
      ["WaitOptions", "Helpers"],
      ["Waiter", undefined],
      ["cors", undefined],
      ["expect", undefined],
      ["helpers", undefined],
      ["place", undefined],
    ],
  );
  // What the entries export is unchanged. An undocumented type an export's declaration names
  // (`Hidden`, `CorsOptions`) has a record for its members; one reached through a function an
  // export takes the type of (`typeof wait`) too, the function itself none; an empty stand-in
  // (`Placeholder`) none.
  assert.deepEqual(entry.exports.toSorted(), [
    "Expect",
    "Helpers",
    "Locator",
    "Uses",
    "Waiter",
    "cors",
    "expect",
    "helpers",
    "place",
  ]);
  assert.equal(symbol(entry, "LocatorAssertions")?.members?.[0]?.name, "toHaveText");
  assert.deepEqual(symbol(entry, "CorsOptions")?.members?.map((member) => member.signature), [
    "origin?: string | ((origin: string) => string)",
  ]);
  assert.equal(symbol(entry, "WaitOptions")?.members?.[0]?.tags?.[0]?.text, "50");
  // A member typed as a function's type is that function: its signature and docs.
  assert.deepEqual(symbol(entry, "Helpers")?.members?.[0], {
    name: "wait",
    kind: "method",
    signature: "wait(callback: () => void, options?: number | WaitOptions): Promise<void>",
    doc: "Waits until the callback passes.",
  });
  assert.equal(
    symbol(entry, "Waiter")?.members?.[0]?.signature,
    "static wait?(callback: () => void, options?: number | WaitOptions): Promise<void>",
  );
});

Deno.test("readInstalledPackage() gives a namespace's own classes and interfaces their docs and members", async () => {
  // Leaflet's `L.Icon.Default`: a class only its namespace exports, whose members a user asks.
  const { entry } = await read("ns-kit");
  const members = new Map(symbol(entry, "Marker")!.members!.map((member) => [member.name, member]));
  // Each is a record of its own, under the name code writes, with its members and their docs
  // (lru-cache's `LRUCache.OptionsBase.ttlAutopurge`); the namespace's owner names it by its head.
  assert.equal(members.get("Default")?.signature, "class Default extends Marker { … }");
  assert.equal(members.get("Default")?.doc, "The marker drawn when none is given.");
  assert.deepEqual(symbol(entry, "Marker.Default")?.members?.map((member) => member.signature), [
    "static imagePath?: string",
    "constructor(options?: ImageOptions)",
  ]);
  assert.equal(members.get("ImageOptions")?.signature, "interface ImageOptions { … }");
  assert.deepEqual(symbol(entry, "Marker.ImageOptions")?.members, [
    {
      name: "folder",
      kind: "property",
      signature: "folder?: string",
      doc: "The folder of the images.",
    },
  ]);
  // One the package exports too is its line: its own record has the rest, and no copy.
  assert.equal(members.get("Cluster")?.signature, "class Cluster");
  assert.equal(members.get("Cluster")?.doc, undefined);
  assert.equal(symbol(entry, "Cluster")?.members?.[0]?.name, "size");
  assert.equal(symbol(entry, "Marker.Cluster"), undefined);
});

Deno.test("readInstalledPackage() records the types of a namespace an export's namespace has, by the names code writes", async () => {
  // Stripe's `Stripe.Checkout.SessionCreateParams`: `Checkout` is a member line of `Stripe`'s
  // record, and what its namespace declares was nowhere.
  const { entry } = await read("ns-kit");
  const params = symbol(entry, "Payments.Checkout.SessionCreateParams");
  assert.equal(params?.kind, "interface");
  assert.equal(params?.doc, "What a checkout session is created with.");
  assert.deepEqual(params?.members?.map((member) => member.name), [
    "method_types",
    "allowed_methods",
    "AllowedMethod",
  ]);
  assert.deepEqual(params?.members?.[0]?.tags, [{
    tag: "deprecated",
    text: "Use `allowed_methods`.",
  }]);
  assert.equal(symbol(entry, "Payments.Checkout.SessionStatus")?.kind, "enum");
  // Values stay member lines of their namespace's owner; three parts at most.
  assert.equal(symbol(entry, "Payments.Checkout.helper"), undefined);
  assert.equal(symbol(entry, "Payments.Checkout.SessionCreateParams.AllowedMethod"), undefined);
  // The export's own namespace's types are records too, their lines in its record their heads.
  assert.equal(symbol(entry, "Payments.Checkout")?.kind, "class");
  assert.equal(
    symbol(entry, "Payments")?.members?.find((member) => member.name === "Checkout")?.signature,
    "class Checkout { … }",
  );
});

Deno.test("readInstalledPackage() lists the documented properties of a member's inline object types under their path", async () => {
  // better-auth's `account.accountLinking.requireLocalEmailVerified`: its `@default` and
  // `@deprecated` are on the nested literal's property, which the member's line writes bare.
  const { entry } = await read("ns-kit");
  const members = symbol(entry, "PaymentsOptions")!.members!;
  assert.deepEqual(members.map((member) => member.name), [
    "account",
    "account.linking.requireVerified",
    "store",
    "store.kind",
  ]);
  const required = members[1]!;
  assert.equal(required.signature, "account.linking.requireVerified?: boolean");
  assert.equal(
    required.doc,
    "Whether the local address must be verified before an account is linked.",
  );
  assert.deepEqual(required.tags, [
    { tag: "default", text: "true" },
    { tag: "deprecated", text: "The check will always be made." },
  ]);
  // Of a union's objects, the first property of a name that has docs.
  assert.equal(members[3]!.doc, "Where rows are kept.");
  // An object written alone in place is its property's `@property` tags, which say no
  // deprecation: a deprecated property is a line too.
  const refund = symbol(entry, "RefundOptions")!.members!;
  assert.deepEqual(refund.map((member) => member.name), ["timing", "timing.notify"]);
  assert.deepEqual(refund[0]!.tags?.map((tag) => tag.name), ["delayDays", "notify"]);
});

Deno.test("readInstalledPackage() reads the components of the manifest customElements names", async () => {
  const { entry } = await read("wc-lib");
  assert.deepEqual(entry.components.flatMap((component) => component.tagName ?? []), [
    "wc-button",
    "wc-card",
  ]);
  assert.equal(entry.components[0]?.attributes?.[0]?.name, "variant");
  assert.equal(symbol(entry, "WcButton")?.kind, "class");
  // What its base classes declare (by module and name, or by a name only one class has), marked
  // as the analyzer marks what it resolves: the shipped manifest only links them.
  const card = entry.components.find((component) => component.tagName === "wc-card")!;
  assert.deepEqual(
    card.attributes?.map(({ name, inheritedFrom }) => [name, inheritedFrom]),
    [
      ["elevated", { name: "Surface", module: "dist/internal/surface.js" }],
      ["disabled", { name: "Focusable" }],
    ],
  );
  assert.deepEqual(card.members?.map(({ name }) => name), ["focus"]);
});

Deno.test("readInstalledPackage() reads Stencil's docs.json as the manifest a package without one would ship", async () => {
  const { entry, warnings } = await read("stencil-kit");
  assert.deepEqual(warnings, []);
  // Its runtime reads disabled="false" as off: validate-usage does not warn of it.
  assert.equal(entry.falseAttributesOff, true);
  const [badge] = entry.components;
  assert.equal(badge?.tagName, "kit-badge");
  assert.equal(badge?.description, "A small count or label.");
  assert.deepEqual(
    badge?.attributes?.map(({ name, fieldName, default: value, deprecated }) => [
      name,
      fieldName,
      value,
      deprecated,
    ]),
    [
      ["color", "color", '"primary"', undefined],
      ["tone", "tone", undefined, "Use color."],
    ],
  );
  // A property without an attribute is a member only; a method too.
  assert.deepEqual(badge?.members?.map(({ kind, name }) => `${kind} ${name}`), [
    "field color",
    "field tone",
    "field labels",
    "method pulse",
  ]);
  assert.deepEqual(badge?.events?.map(({ name }) => name), ["kitDismiss"]);
  assert.deepEqual(badge?.cssParts?.map(({ name }) => name), ["label"]);
  assert.deepEqual(badge?.cssProperties?.map(({ name }) => name), ["--kit-badge-radius"]);
});

Deno.test("readInstalledPackage() serves the entry of a catalog snapshot the package ships, marked third party", async () => {
  const { entry, warnings } = await read("catalog-lib");
  assert.deepEqual(warnings, []);
  assert.equal(entry.thirdParty, true);
  assert.equal(entry.description, "Forms, as the library team describes them.");
  assert.equal(entry.category, "forms");
  assert.deepEqual(entry.related, [], "slugs of the library's own catalog mean nothing here");
  assert.equal(entry.homepage, "https://catalog-lib.example.com");
  assert.equal(symbol(entry, "createForm")?.doc, "Creates a form (from the team's sources).");
  assert.equal(page(entry, "guides/validation")?.title, "Validation");
  assert.match(entry.docs.index!, /From the team's own docs/);
  // What its package.json says it needs is a page beside the snapshot's.
  assert.match(page(entry, "package.json")!.markdown, /^- Node\.js: `>=20` \(`engines\.node`\)$/m);
});

Deno.test("readInstalledPackage() reads the package's files when its shipped snapshot describes another version", async () => {
  const { entry, warnings } = await read("catalog-stale");
  assert.deepEqual(warnings.map((warning) => warning.kind), ["bad-shipped-catalog"]);
  assert.match(warnings[0]!.message, /describes version 1\.0\.0, not 1\.1\.0/);
  assert.match(entry.docs.index!, /Read from the tarball/);
  assert.deepEqual(entry.exports, ["stale"]);
});

Deno.test("readInstalledPackage() reads around a broken package.json, with one warning", async () => {
  const { entry, warnings } = await read("broken-json");
  assert.deepEqual(warnings.map((warning) => warning.kind), ["bad-manifest"]);
  assert.match(
    warnings[0]!.message,
    /^broken-json@0\.0\.0 \(package\.json\): it is not valid JSON/,
  );
  assert.equal(entry.description, "Still documented.");
  assert.deepEqual(entry.pages?.map((found) => found.id), ["ok"]);
  assert.deepEqual(entry.symbols, []);
});

Deno.test("readInstalledPackage() skips binary and oversized pages, a broken manifest and missing types, one warning each", async () => {
  const { entry, warnings } = await read("bad-docs", { maxPageBytes: 300 });
  assert.deepEqual(entry.pages?.map((found) => found.id), ["fine"]);
  assert.match(entry.docs.index!, /Docs with problems/);
  assert.deepEqual(entry.components, []);
  assert.deepEqual(entry.symbols, []);
  assert.deepEqual(warnings.map((warning) => warning.kind).toSorted(), [
    "bad-cem",
    "no-types",
    "not-text",
    "page-too-large",
    "page-too-large",
  ]);
  for (const { message } of warnings) assert.match(message, /^bad-docs@2\.0\.0/);
  assert.ok(warnings.some(({ message }) => message.includes("docs/binary.md")));
  assert.ok(warnings.some(({ message }) => message.includes("llms-full.txt")));
});
Deno.test("readInstalledPackage() records no tag for a lone at sign in a doc comment", async () => {
  const { entry } = await read("at-sign");
  const send = symbol(entry, "send");
  assert.deepEqual(send?.tags?.map((tag) => tag.tag), ["param"]);
  validateBundledData({ version: "1", packages: [entry] });
});

Deno.test("readInstalledPackage() keeps a @param's default from its bracketed name, without the hyphen after the name", async () => {
  const { entry } = await read("param-defaults");
  assert.deepEqual(symbol(entry, "relay")?.tags, [
    { tag: "param", name: "options", text: "How to relay." },
    {
      tag: "param",
      name: "options.hosts",
      // A property of a parameter: its type is only the tag's to say.
      text: "{string | string[]} Where requests may go. Default: `['a.test', 'b.test']`.",
    },
    {
      tag: "param",
      name: "options.retries",
      text: "{number} How often a failed request is tried again. Default: `2`.",
    },
    { tag: "param", name: "options.verbose", text: "{boolean} Whether each request is logged." },
    // The signature says the type: the tag's text is its words.
    { tag: "returns", text: "Nothing: the relay runs in the background." },
    // An address is the tag's text whole (TypeScript reads `https` as a name).
    { tag: "see", text: "https://relay.test/docs#options" },
  ]);
});

Deno.test("readInstalledPackage() gives the documented properties of a parameter's own object type as its @param tags", async () => {
  const { entry } = await read("param-defaults");
  assert.deepEqual(symbol(entry, "locate")?.tags, [
    { tag: "param", name: "role", text: "The role." },
    // Playwright's `getByRole(role, options?: { ... })`: each option documented in place.
    {
      tag: "param",
      name: "options.exact",
      text: "Whether the name is matched whole. Defaults to false.",
    },
    {
      tag: "param",
      name: "options.timeout",
      text: "How long to wait, in milliseconds. Default: `5000`.",
    },
  ]);
});

Deno.test("readInstalledPackage() gives a declaration without JSDoc of its own the docs of its object type's properties", async () => {
  const { entry } = await read("param-defaults");
  assert.deepEqual(symbol(entry, "waitFor")?.tags, [
    { tag: "param", name: "options.interval", text: "How often to check, in milliseconds." },
  ]);
  const use = symbol(entry, "RunConfig")?.members?.find((member) => member.name === "use");
  assert.deepEqual(use?.tags, [
    { tag: "property", name: "trace", text: "Whether each test records a trace." },
  ]);
});

Deno.test("readInstalledPackage() keeps what a parameter's own doc comment says: its deprecation, or its text where the function's comment has no tag", async () => {
  const { entry } = await read("param-defaults");
  // graphql's `validate(..., /** @deprecated will be removed in 17.0.0 */ typeInfo?)`.
  assert.deepEqual(symbol(entry, "check")?.tags, [
    { tag: "param", name: "doc", text: "The document." },
    {
      tag: "param",
      name: "state",
      text: "What the check tracks. Deprecated: will be removed in 2.0.0.",
    },
    { tag: "param", name: "limit", text: "How many errors to report at most." },
  ]);
});

Deno.test("readInstalledPackage() gives the documented properties of a property's own object type as its @property tags", async () => {
  const { entry } = await read("param-defaults");
  const [expect] = symbol(entry, "RunConfig")?.members ?? [];
  // Playwright's `Config.expect`: `timeout` "defaults to 5000ms" is said in place only.
  assert.deepEqual([expect?.name, expect?.doc, expect?.tags], [
    "expect",
    "The assertion library's settings.",
    [
      {
        tag: "property",
        name: "timeout",
        text: "How long an assertion retries, in milliseconds. Defaults to 5000.",
      },
      { tag: "property", name: "soft", text: "Default: `false`." },
    ],
  ]);
  // Written with `| undefined` (@types/multer's `limits`): its properties' docs all the same.
  const limits = symbol(entry, "RunConfig")?.members?.find((member) => member.name === "limits");
  assert.deepEqual(limits?.tags, [{
    tag: "property",
    name: "fieldNestingDepth",
    text: "Maximum nesting levels of field names. (Default: Infinity)",
  }]);
});

Deno.test("readInstalledPackage() records the properties and methods of a constant's object type as its members, not its call signatures", async () => {
  const { entry } = await read("param-defaults");
  // three's `const MathUtils: { ... }`; Effect's data-first and data-last forms of one function.
  assert.deepEqual(
    symbol(entry, "NumberUtils")?.members?.map((member) => [member.name, member.kind, member.doc]),
    [
      ["PI", "property", "The ratio of a circle's circumference to its diameter."],
      ["clamp", "method", "Clamps a value between two bounds."],
    ],
  );
  assert.equal(symbol(entry, "mapValue")?.members, undefined);
});

Deno.test("readInstalledPackage() gives an interface the members of the value of its name, typed by another interface, as its static members", async () => {
  const { entry } = await read("param-defaults");
  // @types/node's `interface Buffer` and `var Buffer: BufferConstructor`: `Buffer.from`, on a
  // class a user imports as a value.
  assert.equal(symbol(entry, "Bytes")?.kind, "class");
  // Written as the class it is: a member shown in its owner reads `static from(...)` in a class.
  assert.equal(symbol(entry, "Bytes")?.signature, "class Bytes");
  assert.deepEqual(
    symbol(entry, "Bytes")?.members?.map((member) => [member.name, member.signature, member.doc]),
    [
      ["size", "size: number", "How many bytes it holds."],
      ["constructor", "new (size: number): Bytes", undefined],
      ["from", "static from(text: string): Bytes", "The bytes of a string."],
      ["poolSize", "static readonly poolSize: number", undefined],
    ],
  );
});

Deno.test("readInstalledPackage() keeps the tags of an {Object} parameter's properties, which TypeScript nests in its tag, each with its own default", async () => {
  const { entry } = await read("param-defaults");
  // koa's constructor: the parent tag read `Application options Default: 'development'`.
  assert.deepEqual(symbol(entry, "start")?.tags, [
    { tag: "param", name: "options", text: "The app's options." },
    {
      tag: "param",
      name: "options.env",
      text: "{string} The environment. Default: `'development'`.",
    },
    {
      tag: "param",
      name: "options.maxIps",
      text: "{number} How many proxy addresses are read, 0 for all.",
    },
  ]);
});

Deno.test("readInstalledPackage() names a member declared with a quoted name by what it quotes", async () => {
  // Ionic's `"duration"?: number`: `get-symbol IonToast.duration` looks it up unquoted.
  const { entry } = await read("param-defaults");
  assert.deepEqual(symbol(entry, "Toast")?.members?.map((m) => [m.name, m.signature]), [
    ["duration", '"duration"?: number'],
    ["aria-label", '"aria-label"?: string'],
  ]);
});

Deno.test("readInstalledPackage() keeps an example's indentation, which TypeScript's reading of a tag over lines takes off", async () => {
  const { entry } = await read("param-defaults");
  assert.deepEqual(symbol(entry, "build")?.tags, [
    {
      tag: "example",
      text: "Two hosts, one retry\n```ts\nconst request = build({\n  hosts: {\n" +
        '    primary: "a.test",\n  },\n});\n```',
    },
    { tag: "remarks", text: "One line, as TypeScript reads it." },
  ]);
});

Deno.test("readInstalledPackage() keeps a decorator in a fenced example as its code and a name after a word as the sentence's, not as tags; a heading written over lines is one line", async () => {
  const { entry } = await read("fenced-decorators");
  const tracked = symbol(entry, "tracked");
  assert.equal(
    tracked?.doc,
    "Marks a field whose changes are tracked.\n\n```ts\nclass Cart {\n" +
      "  @tracked({ deep: true })\n  items = [];\n}\n```",
  );
  assert.deepEqual(tracked?.tags, [
    { tag: "param", name: "options", text: "How changes are found." },
    { tag: "category", text: "Decorator" },
  ]);
  // A name after a word is the sentence's, not a tag.
  assert.equal(
    symbol(entry, "TrackedBase")?.members?.[0]?.doc,
    "Tells @sinonjs/fake-timers to look into nested objects\n(default: false).",
  );
  // A heading written over several lines is one line, as the members' braces follow it.
  assert.equal(
    symbol(entry, "TrackedOptions")?.signature,
    "interface TrackedOptions extends TrackedBase, TrackedLimits",
  );
});

Deno.test("readInstalledPackage() says a deprecation is one overload's when another is not deprecated", async () => {
  const { entry } = await read("param-defaults");
  assert.deepEqual(symbol(entry, "pick")?.tags, [
    { tag: "remarks", text: "Overload 2 of 2 is deprecated: Pass the hosts as an array." },
  ]);
  // Each reason with the overloads it is given for.
  assert.deepEqual(symbol(entry, "merge")?.tags, [
    {
      tag: "remarks",
      text: "Overloads 2, 3 and 4 of 4 are deprecated. 2 and 3: Pass an array. " +
        "4: The scheduler goes away.",
    },
  ]);
  assert.equal(symbol(entry, "pick")?.doc, "Picks one host.");
  // Every overload deprecated: the name is.
  assert.deepEqual(symbol(entry, "choose")?.tags, [{ tag: "deprecated", text: "Use `pick`." }]);
});

Deno.test("readInstalledPackage() takes a doc comment's @description, else its @summary, as its text when it has none", async () => {
  const { entry } = await read("tagged-docs");
  const add = symbol(entry, "addWeeks");
  assert.equal(add?.doc, "Adds the given number of weeks to a date.");
  assert.deepEqual(add?.tags?.map((tag) => tag.tag), ["name", "category", "summary", "param"]);
  assert.equal(symbol(entry, "subWeeks")?.doc, "Subtract weeks from a date.");
});

Deno.test("readInstalledPackage() says which name an alias stands for, where users can import that name too", async () => {
  const { entry } = await read("alias-kit");
  assert.equal(symbol(entry, "turnCountIs")?.declaredAs, "isTurnCount");
  assert.equal(symbol(entry, "isTurnCount")?.declaredAs, undefined);
  // A name only its file knows (`localSettings`), or a module's default (`wrapper`), is not said.
  assert.equal(symbol(entry, "settings")?.declaredAs, undefined);
  assert.equal(symbol(entry, "Widget")?.declaredAs, undefined);
  assert.match(symbol(entry, "settings")?.signature ?? "", /^const settings: \{/);
  // An alias of an intersection has the members of the literal it holds.
  assert.deepEqual(
    symbol(entry, "LinearOptions")?.members?.map(({ name, doc }) => [name, doc]),
    [["beginAtZero", "Whether the scale includes 0."]],
  );
  // A base of its own name is another declaration, whose members are the interface's.
  assert.deepEqual(symbol(entry, "Engine")?.members?.map((member) => member.name), ["run"]);
  // A default export re-exported under a name is imported by it: no `export default` shown.
  assert.equal(symbol(entry, "makeTheme")?.signature, "function makeTheme(dark: boolean): object");
});

Deno.test("readInstalledPackage() marks a value its entry exports as a type only", async () => {
  const { entry } = await read("alias-kit");
  const typeOnly = (name: string) => symbol(entry, name)?.typeOnly;
  // `export { type Mode }` of an enum, and a class reached through `import type`.
  assert.equal(typeOnly("Mode"), true);
  assert.equal(typeOnly("Painter"), true);
  assert.equal(typeOnly("Frame"), undefined);
  assert.equal(typeOnly("turnCountIs"), undefined);
  // A namespace of types only has no value to import (React's `JSX`); one with a value does.
  assert.equal(typeOnly("Markup"), true);
  assert.equal(typeOnly("Units"), undefined);
});

Deno.test("readInstalledPackage() writes out a variable's type that no entry exports", async () => {
  const { entry } = await read("alias-kit");
  // `const makeId: makeId` names a type local to its file: its calls and members are shown.
  assert.equal(
    symbol(entry, "makeId")?.signature,
    [
      "const makeId: {",
      "  <T extends ArrayLike<number>>(size: number, buffer: T): T;",
      "  (size?: number): string;",
      "  ALPHABET: string;",
      "}",
    ].join("\n"),
  );
  // An exported type is read under its own name.
  assert.equal(symbol(entry, "configure")?.signature, "const configure: Configure");
  // A method an indexed access names: its overloads.
  assert.match(
    symbol(entry, "boot")?.signature ?? "",
    /^const boot: \{\n {2}\(\): void;\n {2}\(options: \{/,
  );
  // `typeof` a function of the file: its overloads.
  assert.equal(
    symbol(entry, "start")?.signature,
    "const start: {\n  (port: number): void;\n  (port: number, host: string): void;\n}",
  );
});

Deno.test("readInstalledPackage() reads a package without exports' first-level modules, and a plugin's members as its", async () => {
  const { entry } = await read("plugin-kit");
  // `plugin-kit/plugin/shout` is a module users import; `esm/` is a copy of the package (its own
  // index.d.ts), `typesonly/` has no module beside its declarations and `test/` is its tests.
  assert.deepEqual([...new Set(entry.symbols!.map((symbol) => symbol.subpath))].sort(), [
    ".",
    "./plugin/shout",
  ]);
  const kit = symbol(entry, "Kit")!;
  assert.equal(kit.signature, "class Kit");
  assert.deepEqual(kit.members?.map(({ name, declaredBy }) => [name, declaredBy]), [
    ["run", undefined],
    ["shout", "./plugin/shout"],
  ]);
});

Deno.test("readInstalledPackage() names a module by the subpath without its extension when exports gives both", async () => {
  const { entry } = await read("ext-kit");
  // `ext-kit/client`, as users write it, not `ext-kit/client.mjs` or `ext-kit/client.js`.
  const entries = (found: ApiSymbol) => [found.subpath, ...(found.alsoFrom ?? [])];
  assert.deepEqual(entry.symbols?.map((found) => [found.name, entries(found)]), [
    ["Client", [".", "./client"]],
    ["schemaFormat", ["./helpers/zod"]],
  ]);
});

Deno.test("readInstalledPackage() names each entry as Node imports it: a pattern's runtime files, an ES module's extension", async () => {
  const subpaths = (entry: BundledPackage) =>
    Object.fromEntries((entry.symbols ?? []).map((found) => [found.name, found.subpath]));
  // `"./*": { "types": "./dist/esm/*.d.ts", "import": "./dist/esm/*" }`: `star-kit/server/tools.js`
  // (what `import` finds), not `star-kit/server/tools` (only the types condition finds it).
  assert.deepEqual(subpaths((await read("star-kit")).entry), {
    ToolServer: "./server/tools.js",
    VERSION: ".",
  });
  // Types under a nested condition (`import: { types, default }`) find modules, not entries:
  // `nested-kit/utils/storage` has a declaration file and no code, so Node cannot import it.
  assert.deepEqual(subpaths((await read("nested-kit")).entry), {
    version: ".",
    withStorage: "./utils",
  });
  // No exports map, "type": "module": `esm-kit/all.js`; Node's ESM loader adds no extension.
  assert.deepEqual(subpaths((await read("esm-kit")).entry), {
    defineAll: "./all.js",
    kitVersion: ".",
  });
});

Deno.test("readInstalledPackage() gives a class the members of a base its package does not export, not those of one it does", async () => {
  const { entry } = await read("base-kit");
  const members = (name: string) => symbol(entry, name)?.members?.map((member) => member.name);
  // `Connection` has no record of its own: `Client.send` is nowhere else.
  assert.deepEqual(members("Client"), ["close", "send"]);
  // `Pool` has one: `SmallPool.ping` is read there.
  assert.deepEqual(members("SmallPool"), ["size"]);
  // Through an unexported base, an exported one: named, for its members are read there.
  assert.deepEqual(members("Store"), ["quit", "reconnect"]);
  assert.deepEqual(symbol(entry, "Store")?.inheritsThrough, ["Commands"]);
  assert.equal(symbol(entry, "Client")?.inheritsThrough, undefined);
  // An exported base written with a namespace import's name (jose's `extends t.VerifyOptions`):
  // named, for readers look a base up by the name it is exported under.
  assert.deepEqual(symbol(entry, "VerifyOptions")?.inheritsThrough, ["CheckOptions"]);
});

Deno.test("readInstalledPackage() records a declaration two entries export once, the other entry in alsoFrom", async () => {
  const { entry } = await read("entry-kit");
  // Of two entries as short, the one named for the file that declares it (`base.d.ts`), though
  // `./async.js` (which re-exports it) comes first.
  const base = entry.symbols!.filter((symbol) => symbol.name === "Base");
  assert.deepEqual(base.map(({ subpath, alsoFrom }) => [subpath, alsoFrom]), [
    ["./base.js", ["./async.js"]],
  ]);
  assert.equal(symbol(entry, "later")?.alsoFrom, undefined);
  // Under the shorter of two paths, whichever comes first: users import `entry-kit/pg`.
  assert.deepEqual(
    entry.symbols!.filter((found) => found.name === "connect").map(({ subpath, alsoFrom }) => [
      subpath,
      alsoFrom,
    ]),
    [["./pg", ["./pg/driver"]]],
  );
});

Deno.test("readInstalledPackage() takes a bare declaration's docs from the source its declaration map names", async () => {
  const { entry } = await read("mapped-kit");
  assert.equal(
    symbol(entry, "firstValue")?.doc,
    "Resolves with the first value; rejects with `EmptyError` when there is none.",
  );
  assert.deepEqual(symbol(entry, "firstValue")?.tags, [
    { tag: "param", name: "source", text: "The values." },
  ]);
  // Undocumented in the source too: still bare.
  assert.equal(symbol(entry, "bare")?.doc, undefined);
});

Deno.test("installedMetadata() splits keywords written as one string at their commas, as npm does, and reports any other type", () => {
  const warnings: string[] = [];
  const warn = (_kind: GeneratorWarningKind, message: string) => warnings.push(message);
  const split = installedMetadata({ keywords: "modules, stdlib,util , " }, "lodash@4.18.1", warn);
  assert.deepEqual(split.keywords, ["modules", "stdlib", "util"]);
  assert.deepEqual(warnings, []);
  assert.deepEqual(installedMetadata({ keywords: 3 }, "odd@1.0.0", warn).keywords, []);
  assert.deepEqual(warnings, ['odd@1.0.0: "keywords" should be a list of strings; ignored']);
});

Deno.test("readInstalledPackage() follows the package's own `#` imports (its package.json `imports`) to their declarations", async () => {
  // TypeScript 7's `typescript` package re-exports its enums from `#enums/*`.
  const { entry, warnings } = await read("hash-imports-kit");
  assert.deepEqual(warnings, []);
  assert.equal(symbol(entry, "Shade")?.doc, "How dark a coat of paint is.");
  assert.equal(
    symbol(entry, "Shade")?.file,
    "node_modules/hash-imports-kit/dist/enums/shade.enum.d.ts",
  );
  assert.equal(symbol(entry, "paint")?.doc, "Paints a wall.");
});

Deno.test("readInstalledPackage() records the types its @types package declares globally, by the names code writes", async () => {
  const { entry } = await read("upload-kit", { types: "@types/upload-kit" });
  const file = symbol(entry, "Express.Upload.File");
  assert.equal(file?.global, true);
  assert.equal(file?.doc, "A file the form sent.");
  assert.deepEqual(file?.members?.map((member) => member.name), ["field", "encoding"]);
  assert.deepEqual(file?.members?.[1]?.tags, [{ tag: "deprecated", text: "since July 2015" }]);
  const request = symbol(entry, "Express.Request");
  assert.deepEqual(request?.members?.map((member) => member.name), ["file", "logout"]);
  // Its export is recorded as before, and no global is recorded under an export's name.
  assert.ok(symbol(entry, "default") ?? symbol(entry, "upload"), JSON.stringify(entry.symbols));
  assert.equal(symbol(entry, "Express"), undefined);
});

Deno.test("readInstalledPackage() records the types a global declaration file of its @types package declares in namespaces", async () => {
  // @types/pdfkit: a file with no import or export declares `namespace PDFKit` and
  // `namespace PDFKit.Mixins` for the whole program, and `declare module "pdfkit"` exports a
  // value of one of their types.
  const { entry } = await read("draw-kit", { types: "@types/draw-kit" });
  const options = symbol(entry, "DrawKit.DocumentOptions");
  assert.equal(options?.global, true);
  assert.equal(options?.doc, "Options of a new document.");
  assert.deepEqual(options?.members?.map((member) => member.name), ["pdfVersion", "subset"]);
  const subsets = symbol(entry, "DrawKit.Mixins.Subsets");
  assert.equal(subsets?.kind, "typeAlias");
  assert.equal(subsets?.signature, 'type Subsets = `PDF/A-1${"" | "a" | "b"}` | "PDF/UA"');
  assert.equal(subsets?.doc, "The archival profiles a document may follow.");
  assert.deepEqual(symbol(entry, "DrawKit.Mixins.Pages")?.members?.map((m) => m.name), [
    "addPage",
  ]);
  // An empty interface, there so that the types compile without a library, says nothing.
  assert.equal(symbol(entry, "Blob"), undefined);
  // What its module exports is recorded as before.
  assert.ok(symbol(entry, "end"), JSON.stringify(entry.symbols?.map((s) => s.name)));
});

Deno.test("readInstalledPackage() gives an option the default its code sets where its types state none", async () => {
  const { entry } = await read("code-defaults-kit");
  const defaults = (type: string) =>
    Object.fromEntries(
      (symbol(entry, type)?.members ?? []).map((member) => [
        member.name,
        (member.tags ?? []).filter((tag) => tag.tag === "default").map((tag) => tag.text),
      ]),
    );
  assert.deepEqual(defaults("ClientOptions"), {
    // The file named like the type; the tests' values and another file's aside.
    timeout: ["`0` (in the code: lib/client.js:8)"],
    retries: ["`MAX_RETRIES = 3` (in the code: lib/client.js:8)"],
    // A JSDoc default and a fallback, the same value in either quotes.
    mode: ["`'fast'` (in the code: lib/client.js:6)"],
    // A default the declaration states is its own.
    base: ['"/"'],
    maxBody: ["`10 * 1024 * 1024 = 10485760` (in the code: lib/client.js:9)"],
    // Given three values in a file of its own: none is the default.
    level: [],
    // Its docs say what it defaults to.
    fetch: [],
  });
  // A minified build's values are not read.
  assert.deepEqual(defaults("BundleSettings"), { workers: [], cache: [], region: [] });
  // Two literal fallbacks among reads whose fallbacks are no literal: those reads place the
  // type's defaults in these lines.
  assert.deepEqual(defaults("RunnerSettings"), {
    logger: [],
    onError: [],
    tolerance: ["`TOLERANCE = 1000` (in the code: lib/engine.js:9)"],
    delay: ["`0` (in the code: lib/engine.js:10)"],
  });
  // Fallbacks as TypeScript lowers `??` for older runtimes, a chain's last the default.
  assert.deepEqual(defaults("CompilerOptions"), {
    strict: [],
    strictTypes: ['`"log"` (in the code: lib/required.js:7)'],
    loopRequired: ["`MAX_EXPRESSION = 200` (in the code: lib/required.js:8)"],
    meta: ["`true` (in the code: lib/required.js:9)"],
    inlineRefs: ["`false` (in the code: lib/required.js:10)"],
  });
});

Deno.test("readInstalledPackage() gives an optional parameter the default its code's definition sets where its docs state none", async () => {
  const { entry } = await read("code-defaults-kit");
  // A constant resolved; one the docs state, and one not a literal, left as they are.
  assert.deepEqual(symbol(entry, "flush")?.tags, [
    {
      tag: "param",
      name: "retries",
      text: "How many times a failed send is tried again; defaults to 2.",
    },
    {
      tag: "param",
      name: "timeout",
      text: "Defaults to `MAX_RETRIES = 3` (in the code: lib/flush.js:4).",
    },
  ]);
  const members = symbol(entry, "Client")?.members ?? [];
  // A method two classes define alike; not one they define with two values.
  assert.deepEqual(members.find((member) => member.name === "drain")?.tags, [
    { tag: "param", name: "limit", text: "Defaults to `10` (in the code: lib/client.js:12)." },
  ]);
  assert.equal(members.find((member) => member.name === "close")?.tags, undefined);
});

Deno.test("readInstalledPackage() gives a method its types leave undocumented the comment on its definition in its owner's script", async () => {
  const { entry } = await read("code-defaults-kit");
  const members = symbol(entry, "Client")?.members ?? [];
  // From `lib/client.js`, not from `lib/pool.js`'s `reset` of another class.
  assert.equal(
    members.find((member) => member.name === "reset")?.doc,
    "Forgets the requests it has made, keeping its options. (A comment in the code: " +
      "lib/client.js:18.)",
  );
  // A method its types document keeps its own docs.
  assert.equal(members.find((member) => member.name === "close")?.doc, "Closes the client.");
});

Deno.test("readInstalledPackage() adds the options a type's defaults object sets that the type lacks, said to be the code's", async () => {
  const { entry } = await read("code-defaults-kit");
  const members = symbol(entry, "ServerSettings")?.members ?? [];
  const added = members.filter((member) => member.doc?.startsWith("Not in the types"));
  assert.deepEqual(added, [
    {
      name: "idleTimeout",
      kind: "property",
      // Typed and described by the script's JSDoc; its default a constant of another file.
      signature: "idleTimeout?: number",
      doc: "Not in the types: the code reads it (lib/server.js:17). Milliseconds an idle " +
        "connection stays open",
      tags: [{ tag: "default", text: "`IDLE_MS = 5000` (in the code: lib/server.js:17)" }],
    },
    {
      name: "compress",
      kind: "property",
      signature: "compress?: boolean | object",
      doc: "Not in the types: the code reads it (lib/server.js:18). Whether to compress",
      tags: [{ tag: "default", text: "`false` (in the code: lib/server.js:18)" }],
    },
    {
      name: "retryLater",
      kind: "property",
      // No JSDoc: typed by its value.
      signature: "retryLater?: boolean",
      doc: "Not in the types: the code reads it (lib/server.js:19).",
      tags: [{ tag: "default", text: "`true` (in the code: lib/server.js:19)" }],
    },
  ]);
  // The declared ones keep their place and take their defaults; a key after the spread of the
  // caller's options overrides them and is none.
  assert.deepEqual(members.map((member) => member.name), [
    "port",
    "host",
    "backlog",
    "path",
    "idleTimeout",
    "compress",
    "retryLater",
  ]);
  // An object that spreads no options over its keys is not their defaults: no key is added.
  assert.deepEqual(symbol(entry, "RouteProps")?.members?.map((member) => member.name), [
    "path",
    "exact",
    "strict",
  ]);
});

Deno.test("readInstalledPackage() gives the messages a package's code raises a page, each with the lines that raise it", async () => {
  const { entry } = await read("messages-kit");
  const page = entry.pages?.find((each) => each.id === "code-messages");
  assert.equal(page?.title, "Messages in messages-kit's code");
  // Once each, though two builds raise the first; the deprecation's text two lines below its
  // call; a string naming a property is no part of a message; a comment, a two-word warning,
  // the tests' and a bundled package's messages are none.
  assert.deepEqual(page?.markdown.match(/^## .*$/gm), [
    "## messages-kit: a distributed task needs ${name} set to 'true' or 'false'",
    "## a coordinated run needs ${this.envName} set",
    // A message a function the raising line calls returns.
    "## a task name must be a string, not ${typeof name}",
    "## Calling run() while a run is in progress is deprecated and will be removed in 3.0.",
    "## The task name must be a string",
    // Raised through a function named for throwing; Babel's helper's message is none.
    '## a task path should be relative without a leading dot, but got "${path}"',
  ]);
  // Its place, and the code before it back to a blank line; the function it is made into
  // called where the condition that raises it is.
  // A name the message interpolates, given one value in the script: that value; and the
  // environment variable the lines before it read, by that name.
  assert.match(
    page!.markdown.split("\n## ")[2]!,
    /\n`envName` is `"KIT_RUN"` in this script \(lib\/coordinator\.js:3\)\.\n\nEnvironment variables read here: `KIT_RUN`\.\n/,
  );
  assert.match(
    page!.markdown.split("\n## ")[3]!,
    /^a task name must be a string, not \$\{typeof name\}\n\nlib\/errors\.js:5\n\n```js\nfunction checkName\(name\) \{\n {2}if \(typeof name !== "string"\) throw new TypeError\(nameMsg\(\)\);\n/,
  );
  const deprecation = page!.markdown.split("\n## ")[4]!;
  assert.equal(
    deprecation,
    "Calling run() while a run is in progress is deprecated and will be removed in 3.0.\n\n" +
      "lib/index.js:8\n\n```js\n" +
      "// We are loading code that is not ours, so it can throw anything.\n" +
      "const runNotice = util.deprecate(\n  () => {},\n" +
      '  "Calling run() while a run is in progress is deprecated and will be removed in 3.0.",\n' +
      ");\n```\n\nCalled at lib/index.js:20:\n\n```js\n" +
      'console.warn("slow");\nif (options.overlap) {\n  runNotice();\n```\n',
  );
  // A package whose code raises nothing has no such page.
  const { entry: quiet } = await read("code-defaults-kit");
  assert.equal(quiet.pages?.some((each) => each.id === "code-messages"), false);
});

Deno.test("readInstalledPackage() gives a package's code a page: a section per function, method and top-level object, the exported ones first", async () => {
  const { entry } = await read("code-kit");
  const code = page(entry, "code");
  assert.equal(code?.title, "Code in code-kit's scripts");
  // The class's methods under its name (a prototype's assignment too), the object a module
  // sets, then what the package does not export; a long body in parts; a body of under two
  // lines, the copy another build holds, the tests' (a `test.js` at its root too), benchmarks',
  // install scripts', a bundled package's code, a bundler's bundle's own (`all.js`: its
  // runtime, `__webpack_require__`) and a compiled copy's (`legacy.js`) are none; the values a
  // module sets on one line
  // each, a comment among them, but not the modules it takes nor another name for a value.
  assert.deepEqual(code?.markdown.match(/^## .*$/gm), [
    "## Job.constructor()",
    "## get Job.active()",
    "## Job.stop()",
    "## Job.drain()",
    "## Job.drain(), lines 79-105",
    "## Job.restart()",
    "## PRESETS",
    // Parameters written one a line: the definition is read from its first line on.
    "## formatZero()",
    "## label()",
    "## internalHelper()",
    "## module.exports()",
    "## LIMITS",
    "## Values in lib/presets.js: DEFAULT_DELAY, MAX_RUNS",
    // A long body cut before a function it defines, the part headed with it.
    "## setup()",
    "## setup(), lines 44-89: enabled()",
  ]);
  assert.equal(
    code!.markdown.split("\n## ")[3],
    "Job.stop()\n\nlib/job.js:12\n\n```js\nstop() {\n  this._running = false;\n" +
      "  if (!this.waitForCompletion) {\n    return;\n  }\n" +
      "  return this._wait().then(() => this._complete());\n}\n```\n",
  );
  assert.ok(
    code!.markdown.includes(
      "\n## formatZero()\n\nlib/format.js:3\n\n```js\nfunction formatZero(\n  precision,\n" +
        "  output,\n  options = {},\n) {\n",
    ),
  );
  // The copy outside the builds, not theirs: not `dist/esm/job.js`, nor the bundle's `Job.stop()`.
  assert.match(code!.markdown, /\n## Job\.drain\(\)\n\nlib\/job\.js:19-78 \(of 19-105\)\n/);
  assert.match(code!.markdown, /\n## PRESETS\n\nlib\/presets\.js:7\n\n```js\nexports\.PRESETS = /);
  assert.match(
    code!.markdown,
    /\n\nlib\/presets\.js:3\n\n```js\n\/\/ How long a job waits before its first run\.\nconst DEFAULT_DELAY = 5 \* 1000;\nconst MAX_RUNS = 10;\n```\n/,
  );
  // A package whose scripts define nothing has no such page.
  const { entry: typesOnly } = await read("mapped-export-kit");
  assert.equal(page(typesOnly, "code"), undefined);
});

Deno.test("readInstalledPackage() gives a component's default that names a constant its value from the code", async () => {
  const { entry } = await read("code-defaults-kit");
  const [uploader] = entry.components;
  assert.deepEqual(
    uploader?.attributes?.map((attribute) => [attribute.name, attribute.default]),
    [["max-size", "MAX_SIZE = 1048576"], ["label", '"Upload"']],
  );
  assert.equal(uploader?.members?.[0]?.default, "MAX_SIZE = 1048576");
});
