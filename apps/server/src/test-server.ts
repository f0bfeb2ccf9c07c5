import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { loadConfig } from "./config/config.ts";
import { type RunningServer, startServer } from "./server.ts";

/** A server on a free port with its own data folder, and everything it logged. */
export interface TestServer extends RunningServer {
  /** Every log line written so far. */
  logs(): string;
  /** Posts JSON and returns status and parsed body. */
  post(
    url: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  get(url: string): Promise<{ status: number; body: unknown }>;
}

/** Starts the real server on the local exchange for a test; `close()` removes its data. */
export async function startTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "server-test-"));
  const config = loadConfig(
    { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info", ...environment },
    process.cwd(),
  );
  const sink = new PassThrough();
  const chunks: string[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  const server = await startServer(config, { logStream: sink });
  const call = async (url: string, init: RequestInit) => {
    const response = await fetch(`${server.url}${url}`, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text, the assertion will say what came back.
    }
    return { status: response.status, body };
  };
  return {
    ...server,
    logs: () => chunks.join(""),
    post: (url, body, headers = {}) =>
      call(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    get: (url) => call(url, { method: "GET" }),
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
