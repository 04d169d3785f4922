/**
 * A package's web components, read from its Custom Elements Manifest.
 *
 * @module
 */
import type { CemDeclaration } from "../model.ts";
import { validateBundledData } from "../validate.ts";
import type { PackageInputs } from "./collect.ts";
import { isRecord } from "./is_record.ts";
import { parseJsonc } from "./jsonc.ts";
import type { Warn } from "./warnings.ts";
import { cemPaths, inFolder, insidePackage } from "./package_layout.ts";

/**
 * Reads every declaration of the package's Custom Elements Manifest.
 *
 * The manifest is the file named by the `customElements` field of `package.json` (the
 * community convention), else `custom-elements.json` at the package root, else
 * `dist/custom-elements.json`. Declarations are kept whole and in manifest order, functions
 * and variables included, with every key. A manifest that cannot be read gives no components
 * and a warning; a single declaration the snapshot schema rejects is dropped with a warning,
 * so one odd entry does not cost the whole package its components.
 *
 * @param inputs The collected package inputs.
 * @param label How warnings name the package.
 * @param warn Receives the warnings.
 * @returns The declarations; `[]` when the package has no manifest.
 */
export function readComponents(
  inputs: PackageInputs,
  label: string,
  warn: Warn,
): CemDeclaration[] {
  const packageJsonPath = inFolder(inputs.folder, "package.json");
  const declared = packageJsonField(inputs.files[packageJsonPath], "customElements");
  if (declared !== undefined) {
    const target = typeof declared === "string" ? insidePackage(inputs.folder, declared) : null;
    if (target === null) {
      warn(
        "bad-cem-field",
        `${label} (${packageJsonPath}): "customElements" must be a path inside the package; ignored`,
      );
    } else if (!(target in inputs.files)) {
      warn(
        "cem-not-built",
        `${label} (${packageJsonPath}): "customElements" names ${target}, which does not exist`,
      );
    }
  }
  const file = cemPaths(inputs.folder, declared).find((path) => path in inputs.files);
  if (file === undefined) return [];
  return declarationsOf(inputs.files[file] as string, `${label} (${file})`, warn);
}

function packageJsonField(text: string | undefined, key: string): unknown {
  if (text === undefined) return undefined;
  try {
    const parsed = parseJsonc(text);
    return isRecord(parsed) ? parsed[key] : undefined;
  } catch {
    return undefined;
  }
}

function declarationsOf(
  text: string,
  where: string,
  warn: Warn,
): CemDeclaration[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    warn("bad-cem", `${where}: not valid JSON (${(error as Error).message}); no components read`);
    return [];
  }
  const modules = isRecord(manifest) ? manifest.modules : undefined;
  if (!Array.isArray(modules)) {
    warn(
      "bad-cem",
      `${where}: not a Custom Elements Manifest (no "modules" list); no components read`,
    );
    return [];
  }
  const declarations: CemDeclaration[] = [];
  modules.forEach((module, m) => {
    const list = isRecord(module) ? module.declarations : undefined;
    if (list === undefined) return;
    if (!Array.isArray(list)) {
      warn("bad-cem-declaration", `${where}: modules[${m}].declarations is not a list; skipped`);
      return;
    }
    list.forEach((declaration, d) => {
      const problem = declarationProblem(declaration);
      if (problem === null) declarations.push(declaration as CemDeclaration);
      else {warn(
          "bad-cem-declaration",
          `${where}: modules[${m}].declarations[${d}] skipped: ${problem}`,
        );}
    });
  });
  return declarations;
}

/**
 * Checks one declaration with the snapshot validator itself, so the generator can never write
 * a component the server would refuse to load.
 */
function declarationProblem(declaration: unknown): string | null {
  try {
    validateBundledData({ version: "", packages: [{ ...PROBE, components: [declaration] }] });
    return null;
  } catch (error) {
    const detail = (error as Error).message.split("\n").find((line) => line.startsWith("  - "));
    return detail?.replace(/^ {2}- packages\[0\]\.components\[0\](?:\.|: )?/, "") ?? "invalid";
  }
}

/** A minimal valid package to carry one declaration through validation. */
const PROBE = {
  slug: "probe",
  name: "probe",
  version: "",
  category: "",
  description: "",
  exports: [],
  keywords: [],
  related: [],
  availableDocPages: [],
  docs: {},
  apiSource: null,
};
