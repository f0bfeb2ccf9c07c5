import type { IncomingMessage } from "node:http";
import { connect } from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { clientIpOf, type TrustProxy } from "./hl-mount.ts";

/** Request headers that describe the hop to this server, not the client's request: set anew upstream. */
const HOP_HEADERS = new Set(["host", "x-forwarded-for"]);

/** The upgrade request as the exchange must see it: its `/ws` path, its host, the client's IP appended. */
function upstreamRequest(request: IncomingMessage, target: URL, clientIp: string): string {
  const path = `${target.pathname.replace(/\/$/, "")}/ws`;
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${target.host}`];
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? "";
    if (!HOP_HEADERS.has(name.toLowerCase())) lines.push(`${name}: ${raw[index + 1] ?? ""}`);
  }
  lines.push(`X-Forwarded-For: ${clientIp}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/**
 * Forwards the browser's WebSocket at `/hl/ws` to a shared local exchange (HL_EXCHANGE_URL) as a byte
 * tunnel: the exchange does the handshake and the frames, and applies its per-IP limits to the client's
 * IP, sent in `X-Forwarded-For` (the exchange trusts it with `--trust-forwarded-for`).
 */
export function forwardExchangeSocket(
  app: FastifyInstance,
  exchangeUrl: string,
  trustProxy: TrustProxy,
): void {
  const target = new URL(exchangeUrl);
  const port = Number(target.port) || (target.protocol === "https:" ? 443 : 80);
  const ipOf = clientIpOf(trustProxy);
  const sockets = new Set<Duplex>();
  app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname !== "/hl/ws") {
      socket.destroy();
      return;
    }
    const upstream = connect({ host: target.hostname, port });
    sockets.add(socket);
    const end = () => {
      sockets.delete(socket);
      socket.destroy();
      upstream.destroy();
    };
    upstream.once("connect", () => {
      upstream.write(upstreamRequest(request, target, ipOf(request)));
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.once("error", (error) => {
      app.log.warn({ err: error }, "shared exchange WebSocket unreachable");
      if (socket.writable && !upstream.readableDidRead)
        socket.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      end();
    });
    upstream.once("close", end);
    socket.once("error", end);
    socket.once("close", end);
  });
  app.addHook("onClose", async () => {
    for (const socket of sockets) socket.destroy();
  });
}
