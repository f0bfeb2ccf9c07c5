import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { HlSim } from "../sim.ts";
import { HlSocketSession } from "./connection.ts";

/** Options of the WebSocket API. */
export interface HlSocketOptions {
  /** How often subscriptions are refreshed, in ms (default 250; Hyperliquid's blocks are ~0.1–0.5 s). */
  intervalMs?: number;
}

/** The exchange's WebSocket endpoint, to be wired to an HTTP server's `upgrade` event. */
export interface HlSocketEndpoint {
  /** Takes over an upgrade request (call it for the path the endpoint is served at). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection and stops refreshing. */
  close(): Promise<void>;
}

/** A WebSocket API speaking Hyperliquid's protocol over `sim` (see HlSocketSession). */
export function createHlSocketEndpoint(sim: HlSim, options: HlSocketOptions = {}): HlSocketEndpoint {
  const server = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 });
  const sessions = new Set<HlSocketSession>();
  server.on("connection", (socket) => {
    const session = new HlSocketSession(sim, (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    });
    sessions.add(session);
    socket.on("message", (data) => void session.receive(data.toString()));
    socket.on("close", () => sessions.delete(session));
  });
  const timer = setInterval(() => {
    for (const session of sessions) void session.tick();
  }, options.intervalMs ?? 250);
  timer.unref();
  return {
    handleUpgrade(request, socket, head) {
      server.handleUpgrade(request, socket, head, (ws) => server.emit("connection", ws, request));
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
