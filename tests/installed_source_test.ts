/**
 * Types an exported namespace declares, read from the installed file with their members' docs
 * (src/symbols/installed_source.ts).
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { installedDeclaration, rememberInstalledFolders } from "../src/symbols/installed_source.ts";
import type { ApiMember, ApiSymbol, BundledPackage } from "../src/snapshot/model.ts";

const FILE = [
  "/** Unrelated, before the namespace. */",
  "export interface Other { a: string; }",
  "export declare namespace api_v1 {",
  "    export enum Kind { A = 0, B = 1 }",
  "    export class Client {",
  "        /** Sends one request. */",
  "        send(): void;",
  "    }",
  "}",
].join("\n");

function served(): { pkg: BundledPackage; namespace: ApiSymbol } & Disposable {
  const folder = mkdtempSync(join(tmpdir(), "catalog-mcp-source-"));
  writeFileSync(join(folder, "index.d.ts"), FILE);
  const pkg = { name: "@acme/apis", slug: "acme-apis" } as BundledPackage;
  rememberInstalledFolders(pkg, new Map([["@acme/apis", folder]]));
  const namespace = {
    name: "api_v1",
    file: "node_modules/@acme/apis/index.d.ts",
    line: 3,
  } as ApiSymbol;
  return { pkg, namespace, [Symbol.dispose]: () => rmSync(folder, { recursive: true }) };
}

const member = (name: string, kind: string, signature: string): ApiMember => ({
  name,
  kind,
  signature,
});

Deno.test("installedDeclaration() reads a namespace's type from its file, docs and all, to its closing brace", () => {
  using s = served();
  assert.equal(
    installedDeclaration(s.pkg, s.namespace, member("Client", "class", "class Client {}")),
    "  export class Client {\n      /** Sends one request. */\n      send(): void;\n  }\n",
  );
  assert.equal(
    installedDeclaration(s.pkg, s.namespace, member("Kind", "enum", "enum Kind {}")),
    "  export enum Kind { A = 0, B = 1 }\n",
  );
});

Deno.test("installedDeclaration() reads nothing for a member with docs, of another kind, or of a package whose folder is not known", () => {
  using s = served();
  const documented = member(
    "Client",
    "class",
    "class Client {\n  /** Sends. */\n  send(): void;\n}",
  );
  assert.equal(installedDeclaration(s.pkg, s.namespace, documented), undefined);
  assert.equal(
    installedDeclaration(s.pkg, s.namespace, member("send", "function", "function send(): void")),
    undefined,
  );
  assert.equal(
    installedDeclaration(
      { ...s.pkg } as BundledPackage,
      s.namespace,
      member("Client", "class", "class Client {}"),
    ),
    undefined,
  );
  // Declared above the namespace's line: not this namespace's.
  assert.equal(
    installedDeclaration(s.pkg, s.namespace, member("Other", "interface", "interface Other {}")),
    undefined,
  );
});
