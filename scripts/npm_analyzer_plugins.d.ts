// Included only by tsconfig.npm.json. The analyzer's framework plugins are JavaScript without
// type declarations: Deno types them as `any`, TypeScript's compiler refuses them under
// `strict`. Declared here as the generator uses them (src/generator/read/components/analyzer/build_manifest.ts).
declare module "@custom-elements-manifest/analyzer/src/features/framework-plugins/lit/lit.js" {
  export function litPlugin(): unknown[];
}
declare module "@custom-elements-manifest/analyzer/src/features/framework-plugins/fast/fast.js" {
  export function fastPlugin(): unknown[];
}
declare module "@custom-elements-manifest/analyzer/src/features/framework-plugins/stencil/stencil.js" {
  export function stencilPlugin(): unknown;
}
