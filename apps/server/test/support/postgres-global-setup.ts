// Vitest global setup of the server project: a PostgreSQL server for the DATABASE_URL tests.
// TEST_DATABASE_URL wins (CI starts Debian's postgresql and sets it); otherwise, when PostgreSQL's
// binaries are installed, a throwaway cluster is started on a free port and removed afterwards.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { scratchRoot } from "@app/hl-sim/scratch-folder";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { CLUSTER_FOLDER_PREFIX, removeStaleClusters, removeUnusedTemplates } from "./scratch-cleanup.ts";

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
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`postgres did not accept connections: ${String(lastError)}`);
}

type Runner = (command: string, args: string[]) => (string | string[])[];

/** How the initialised clusters runs copy are named in the scratch root, before their digest. */
const CLUSTER_TEMPLATE_PREFIX = "hl-ai-trader-pgcluster-";

/**
 * A freshly initialised cluster, made once per machine and PostgreSQL build beside the test data and
 * copied for each run: initdb took ~1.7 s before any test of the project could start, a copy takes ~0.1 s.
 * Made in a folder of its own and renamed into place, so no run copies half a cluster.
 */
function initialisedCluster(
  bin: string,
  run: Runner,
  owner: { uid: number; gid: number } | undefined,
): string {
  const initdb = ["-U", "postgres", "--auth=trust", "--no-sync"];
  // The user is part of the name: a cluster is readable by its owner only (root runs make it as postgres).
  const build = JSON.stringify([
    bin,
    statSync(path.join(bin, "postgres")).mtimeMs,
    initdb,
    process.getuid?.(),
  ]);
  const digest = createHash("sha256").update(build).digest("hex").slice(0, 16);
  const name = `${CLUSTER_TEMPLATE_PREFIX}${digest}`;
  // Clusters of other PostgreSQL builds that no run has used for a week go; this one is marked as used.
  removeUnusedTemplates(scratchRoot(), CLUSTER_TEMPLATE_PREFIX, name);
  const cluster = path.join(scratchRoot(), name);
  if (existsSync(path.join(cluster, "PG_VERSION"))) {
    utimesSync(cluster, new Date(), new Date());
    return cluster;
  }
  const work = mkdtempSync(path.join(scratchRoot(), "pg-cluster-"));
  try {
    if (owner) chownSync(work, owner.uid, owner.gid);
    const [command, args] = run(path.join(bin, "initdb"), ["-D", path.join(work, "data"), ...initdb]) as [
      string,
      string[],
    ];
    execFileSync(command, args, { stdio: "ignore" });
    try {
      renameSync(path.join(work, "data"), cluster);
    } catch (error) {
      // Another run renamed its cluster into place first: use that one.
      if (!existsSync(path.join(cluster, "PG_VERSION"))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return cluster;
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
  // What interrupted runs left behind, before this run adds its own.
  removeStaleClusters(scratchRoot());
  const dir = mkdtempSync(path.join(scratchRoot(), CLUSTER_FOLDER_PREFIX));
  // initdb and postgres refuse to run as root; Debian's package creates the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run: Runner = (command, args) =>
    asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const owner = asRoot
    ? {
        uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()),
        gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim()),
      }
    : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, "data");
  const [copyCommand, copyArgs] = run("cp", ["-a", initialisedCluster(bin, run, owner), data]) as [
    string,
    string[],
  ];
  execFileSync(copyCommand, copyArgs, { stdio: "ignore" });
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
