// Vitest global setup of the server project: a PostgreSQL server for the DATABASE_URL tests.
// TEST_DATABASE_URL wins (CI starts Debian's postgresql and sets it); otherwise, when PostgreSQL's
// binaries are installed, a throwaway cluster is started on a free port and removed afterwards.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { scratchRoot } from "../src/test-folders.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** An admin URL of a PostgreSQL server (may create databases), or "" when there is none. */
    postgresUrl: string;
    /** Why there is no PostgreSQL server, when there is none. */
    postgresMissing: string;
  }
}

function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(path.join(dir, "initdb"))) return dir;
  } catch {
    // No pg_config on PATH: look where Debian installs the server.
  }
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "postgres"))) return dir;
  }
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`postgres did not accept connections: ${String(lastError)}`);
}

/** Provides `postgresUrl`; returns the teardown that stops a throwaway cluster. */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const configured = process.env.TEST_DATABASE_URL?.trim();
  if (configured) {
    project.provide("postgresUrl", configured);
    project.provide("postgresMissing", "");
    return undefined;
  }
  const bin = postgresBinDir();
  if (!bin) {
    project.provide("postgresUrl", "");
    project.provide(
      "postgresMissing",
      "no TEST_DATABASE_URL and no PostgreSQL binaries (apt-get install postgresql)",
    );
    return undefined;
  }
  const dir = mkdtempSync(path.join(scratchRoot(), "pg-test-"));
  // initdb and postgres refuse to run as root; Debian's package creates the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const [initCommand, initArgs] = run(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
  ]) as [string, string[]];
  execFileSync(initCommand, initArgs, { stdio: "ignore" });
  const port = await freePort();
  const [command, args] = run(path.join(bin, "postgres"), [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-h",
    "127.0.0.1",
    "-c",
    "fsync=off",
  ]) as [string, string[]];
  const child = spawn(command, args, { stdio: "ignore" });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitForServer(url, child);
  } catch (error) {
    child.kill("SIGINT");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide("postgresUrl", url);
  project.provide("postgresMissing", "");
  return () => {
    // Through pg_ctl, since under runuser the child is not postgres itself.
    const [stopCommand, stopArgs] = run(path.join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast"]) as [
      string,
      string[],
    ];
    try {
      execFileSync(stopCommand, stopArgs, { stdio: "ignore" });
    } catch {
      child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
