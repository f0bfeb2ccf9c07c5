import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { HlSim } from "../sim.ts";
import { createHlSocketEndpoint, type HlSocketOptions } from "../ws/attach.ts";
import type { HlHttpResponse } from "./responses.ts";

// Hyperliquid actions are small; anything this large is not a request worth reading.
const MAX_BODY_BYTES = 1_000_000;

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  "access-control-max-age": "86400",
} as const;

/** A running standalone server. */
export interface HlSimServer {
  /** Base URL for the SDK's `apiUrl`, e.g. "http://127.0.0.1:8545". */
  url: string;
  /** The WebSocket API's URL for the SDK's `WebSocketTransport`, e.g. "ws://127.0.0.1:8545/ws". */
  wsUrl: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, answer: HlHttpResponse): void {
  // A stated length saves the chunked framing: headers and body leave in one write.
  res.writeHead(answer.status, {
    ...CORS_HEADERS,
    "content-type": answer.contentType,
    "content-length": Buffer.byteLength(answer.body),
  });
  res.end(answer.body);
}

/** The last `X-Forwarded-For` entry (what the forwarding app saw), else the peer's address. */
function forwardedIp(request: IncomingMessage): string {
  const header = request.headers["x-forwarded-for"];
  const last = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").pop()?.trim();
  return last || (request.socket.remoteAddress ?? "unknown");
}

/** The body text, or null when it exceeds the limit (the rest is drained, not kept, so 413 can be sent). */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

async function serve(sim: HlSim, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? "/", "http://localhost").pathname;
  if (req.method === "OPTIONS") {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  if (path === "/status" && req.method === "GET") {
    // Whether actions are taken (the journal writes): the apps sharing this exchange report it in their readiness.
    const status = sim.status();
    send(res, {
      status: status.ready ? 200 : 503,
      contentType: "application/json",
      body: JSON.stringify(status),
    });
    return;
  }
  if (path !== "/info" && path !== "/exchange") {
    send(res, { status: 404, contentType: "text/plain", body: `Not found: ${path}` });
    return;
  }
  if (req.method !== "POST") {
    send(res, { status: 405, contentType: "text/plain", body: "Use POST" });
    return;
  }
  const body = await readBody(req);
  if (body === null) {
    send(res, { status: 413, contentType: "text/plain", body: "Request body too large" });
    return;
  }
  send(res, await sim.handle(path, body));
}

/**
 * Standalone HTTP server (node:http) exposing POST /info and POST /exchange with CORS *, Hyperliquid's
 * WebSocket API at /ws, and GET /status (200 `{"ready":true}`, or 503 with the code and reason while it
 * refuses actions: starting, or its journal cannot be written).
 */
export function listenHlSim(
  sim: HlSim,
  options: {
    port: number;
    host?: string;
    ws?: HlSocketOptions;
    /**
     * Take a WebSocket client's IP from the last `X-Forwarded-For` entry (the app instances forwarding
     * their users' `/hl/ws`), so the per-IP limits are each user's; only where nobody else reaches the port.
     */
    trustForwardedFor?: boolean;
  },
): Promise<HlSimServer> {
  const host = options.host ?? "127.0.0.1";
  const server = createServer((req, res) => {
    serve(sim, req, res).catch(() => {
      if (!res.headersSent) send(res, { status: 500, contentType: "text/plain", body: "Internal error" });
      else res.destroy();
    });
  });
  const sockets = createHlSocketEndpoint(
    sim,
    options.trustForwardedFor ? { ipOf: forwardedIp, ...options.ws } : options.ws,
  );
  server.on("upgrade", (req, socket, head) => {
    if (new URL(req.url ?? "/", "http://localhost").pathname === "/ws")
      sockets.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
      const shownHost = host.includes(":") ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${port}`,
        wsUrl: `ws://${shownHost}:${port}/ws`,
        close: async () => {
          await sockets.close();
          await new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          });
        },
      });
    });
  });
}
