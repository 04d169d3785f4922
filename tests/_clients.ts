/**
 * Runs the pinned third-party MCP clients (`scripts/install_clients.ts`), installing them first
 * when needed: a failed install fails the test that needed them, so CI never skips them.
 *
 * @module
 */
import { dirname } from "node:path";
import { clientCommand, ensureClients, NODE_22 } from "../scripts/install_clients.ts";

/** What a client run printed. */
export interface ClientRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a client's bin under Node 22 with a scratch HOME (the Inspector writes its catalog
 * there) and Node 22 first on PATH (for anything it spawns with `node`).
 *
 * @param bin The bin name: `inspector` or `conformance`.
 * @param args Its arguments.
 * @param cwd Where to run it (the conformance suite writes results there).
 */
export async function runClient(bin: string, args: string[], cwd?: string): Promise<ClientRun> {
  await ensureClients();
  const home = await Deno.makeTempDir({ prefix: "catalog-mcp-client-home-" });
  const { command, args: fullArgs } = clientCommand(bin, args);
  const { code, stdout, stderr } = await new Deno.Command(command, {
    args: fullArgs,
    ...(cwd === undefined ? {} : { cwd }),
    env: { HOME: home, PATH: `${dirname(NODE_22)}:${Deno.env.get("PATH") ?? ""}` },
    stdin: "null",
  }).output();
  await Deno.remove(home, { recursive: true });
  const decoder = new TextDecoder();
  return { code, stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
}
