// Included only by tsconfig.npm.json. Deno declares `import.meta.main`; Node 20's types do
// not, and Node 20 leaves it undefined, which reads as "not the entry point": the npm bin
// calls the CLI's `main()` itself. Restated exactly as Deno declares it, so `deno check`
// accepts this file too.
interface ImportMeta {
  main: boolean;
}
