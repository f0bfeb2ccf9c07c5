import { rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { PassThrough } from "node:stream";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import type { LocalAccount } from "viem";
import { createSiweMessage } from "viem/siwe";
import { loadConfig } from "../../src/config/config.ts";
import { type RunningServer, type StartOptions, startServer } from "../../src/server.ts";
import { NONCE_TTL_MS } from "../../src/services/auth-service.ts";
import { folderDatabase, pooledDatabase } from "./pglite-pool.ts";
import { migratedDataFolder } from "./pglite-template.ts";

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
   * Use this data folder and leave it in place on close (restart tests): its database is the folder's
   * pooled in-memory PGlite ({@link folderDatabase}), which the next server started on the folder finds as
   * this one left it. Without it the server gets an empty data folder and an in-memory database, both gone
   * on close.
   */
  readonly dataDir?: string;
  /**
   * Keep the database in PGlite's files in the data folder, as the product does, instead of the folder's
   * in-memory one: for tests of what a restart on disk keeps, or of the files themselves.
   */
  readonly databaseFiles?: boolean;
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
  // PostgreSQL when configured. Else PGlite: a pooled in-memory one for a server that keeps nothing, the
  // folder's kept in-memory one for a server started on a given folder, its files when asked for.
  let database: StartOptions["database"];
  if (!config.databaseUrl && !options.dataDir) database = pooledDatabase;
  else if (!config.databaseUrl && !options.databaseFiles) database = () => folderDatabase(dataDir);
  const server = await startServer(config, {
    databaseTemplate: migratedDataFolder,
    processMetrics: false,
    ...(database ? { database } : {}),
    ...options,
    logStream: sink,
  });
  // Requests go through node:http on kept-alive connections rather than fetch: undici's fetch cost the
  // client ~1.2 ms of CPU a request, as much as the server's whole answer, and the API fuzz alone sends
  // ~1,700. The URL is parsed as fetch parses it (spaces and the like percent-encoded).
  const agent = new Agent({ keepAlive: true });
  const call = (url: string, method: "GET" | "POST", headers: Record<string, string>, body?: string) =>
    new Promise<TestAnswer>((resolve, reject) => {
      const target = new URL(`${server.url}${url}`);
      const outgoing = request(
        target,
        {
          method,
          agent,
          headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on("data", (chunk: Buffer) => parts.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const text = Buffer.concat(parts).toString("utf8");
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: keep the text, the assertion will say what came back.
            }
            const answerHeaders = new Headers();
            const raw = response.rawHeaders;
            for (let index = 0; index + 1 < raw.length; index += 2) {
              answerHeaders.append(raw[index] as string, raw[index + 1] as string);
            }
            resolve({ status: response.statusCode ?? 0, body: parsed, headers: answerHeaders });
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  return {
    ...server,
    dataDir,
    logs: () => chunks.join(""),
    post: (url, body, headers = {}) =>
      call(
        url,
        "POST",
        { "content-type": "application/json", ...headers },
        typeof body === "string" ? body : JSON.stringify(body),
      ),
    get: (url, headers = {}) => call(url, "GET", headers),
    async close() {
      agent.destroy();
      await server.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs `account` in with Sign-In with Ethereum and returns the Cookie header of its session. */
export async function signIn(
  server: Pick<TestServer, "url" | "get" | "post">,
  account: LocalAccount,
  headers: Record<string, string> = {},
): Promise<{ cookie: string; setCookie: string }> {
  const nonce = (await server.get("/api/auth/nonce", headers)).body as {
    data: { nonce: string; expiresAt: number };
  };
  const url = new URL(server.url);
  const message = createSiweMessage({
    domain: url.host,
    address: account.address,
    uri: server.url,
    version: "1",
    chainId: 421614,
    nonce: nonce.data.nonce,
    // Stamped on the server's clock (a test server may run on a fixed one), as a wallet's clock agrees with it.
    issuedAt: new Date(nonce.data.expiresAt - NONCE_TTL_MS),
    statement: "Sign in to trade in server mode.",
  });
  const signature = await account.signMessage({ message });
  const answer = await server.post("/api/auth/verify", { message, signature }, headers);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  const setCookie = answer.headers.get("set-cookie") ?? "";
  return { cookie: setCookie.split(";")[0] ?? "", setCookie };
}
