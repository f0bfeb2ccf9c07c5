import { rm } from "node:fs/promises";
import { PassThrough } from "node:stream";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import type { LocalAccount } from "viem";
import { createSiweMessage } from "viem/siwe";
import { loadConfig } from "./config/config.ts";
import { pooledDatabase } from "./db/pglite-pool.ts";
import { migratedDataFolder } from "./db/pglite-template.ts";
import { type RunningServer, type StartOptions, startServer } from "./server.ts";

/** A status, parsed body and headers of an answer. */
export interface TestAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A server on a free port with its own data folder, and everything it logged. */
export interface TestServer extends RunningServer {
  /** The data folder (PGlite files, server wallet). */
  readonly dataDir: string;
  /** Every log line written so far. */
  logs(): string;
  /** Posts JSON and returns status and parsed body. */
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<TestAnswer>;
  get(url: string, headers?: Record<string, string>): Promise<TestAnswer>;
}

/** Options of a test server: keep a data folder across restarts, or start it with a test clock. */
export interface TestServerOptions extends StartOptions {
  /**
   * Use this data folder, with file-backed PGlite in it, and leave it in place on close (restart tests).
   * Without it the server gets an empty data folder and an in-memory database, both gone on close.
   */
  readonly dataDir?: string;
}

/** Starts the real server on the local exchange for a test; `close()` removes its data unless given. */
export async function startTestServer(
  environment: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await scratchFolder("server-test-"));
  const config = loadConfig(
    { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info", ...environment },
    process.cwd(),
  );
  const sink = new PassThrough();
  const chunks: string[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  // A server that keeps nothing across a restart needs no files: a pooled in-memory PGlite is ready at once.
  const inMemory = !options.dataDir && !config.databaseUrl;
  const server = await startServer(config, {
    databaseTemplate: migratedDataFolder,
    ...(inMemory ? { database: pooledDatabase } : {}),
    ...options,
    logStream: sink,
  });
  const call = async (url: string, init: RequestInit): Promise<TestAnswer> => {
    const response = await fetch(`${server.url}${url}`, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text, the assertion will say what came back.
    }
    return { status: response.status, body, headers: response.headers };
  };
  return {
    ...server,
    dataDir,
    logs: () => chunks.join(""),
    post: (url, body, headers = {}) =>
      call(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    get: (url, headers = {}) => call(url, { method: "GET", headers }),
    async close() {
      await server.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs `account` in with Sign-In with Ethereum and returns the Cookie header of its session. */
export async function signIn(
  server: TestServer,
  account: LocalAccount,
  headers: Record<string, string> = {},
): Promise<{ cookie: string; setCookie: string }> {
  const nonce = (await server.get("/api/auth/nonce", headers)).body as { data: { nonce: string } };
  const url = new URL(server.url);
  const message = createSiweMessage({
    domain: url.host,
    address: account.address,
    uri: server.url,
    version: "1",
    chainId: 421614,
    nonce: nonce.data.nonce,
    statement: "Sign in to trade in server mode.",
  });
  const signature = await account.signMessage({ message });
  const answer = await server.post("/api/auth/verify", { message, signature }, headers);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  const setCookie = answer.headers.get("set-cookie") ?? "";
  return { cookie: setCookie.split(";")[0] ?? "", setCookie };
}
