/**
 * The exchange's command line (`src/cli.ts`) as its own process, for the tests that need one: the command line
 * itself, and a kill -9 on a full disk.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The command line's entry file. */
export const CLI_PATH = fileURLToPath(new URL("../src/cli.ts", import.meta.url));

/** A running command line and the URL it printed. */
export interface CliProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
}

/**
 * Starts the command line with `args` and resolves once it prints its URL; anything it writes to stderr, or
 * an exit, before that rejects (and a child still running is killed).
 */
export async function startCli(args: readonly string[]): Promise<CliProcess> {
  const child = spawn(process.execPath, [CLI_PATH, ...args]);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
        if (match) resolve(match[0]);
      });
      child.stderr.on("data", (chunk: Buffer) => reject(new Error(chunk.toString())));
      child.once("exit", (code) => reject(new Error(`the exchange's command line exited with ${code}`)));
    });
    return { child, url };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}
