import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { HlSim, HlSimEvent } from "../sim.ts";
import { HlSocketSession } from "./connection.ts";
import type { InfoReader } from "./feeds.ts";
import { HYPERLIQUID_SOCKET_LIMITS, SocketBudget, type SocketLimits } from "./limits.ts";

/** Options of the WebSocket API. */
export interface HlSocketOptions {
  /** Per-IP limits (default Hyperliquid's: HYPERLIQUID_SOCKET_LIMITS). */
  limits?: SocketLimits;
  /** The client IP of an upgrade request (default: the socket's peer address). */
  ipOf?: (request: IncomingMessage) => string;
  /** Counts a `post` in the HTTP rate limit of the exchange; false when that is used up. */
  admitPost?: (ip: string) => Promise<boolean>;
}

/** The exchange's WebSocket endpoint, to be wired to an HTTP server's `upgrade` event. */
export interface HlSocketEndpoint {
  /** Takes over an upgrade request (call it for the path the endpoint is served at). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection and stops listening to the exchange. */
  close(): Promise<void>;
}

/** Pushing gives the event loop back after this long, so HTTP requests are not held up. */
const SLICE_MS = 4;
/** The window over which pushing's share of the exchange's time is counted. */
const WINDOW_MS = 250;
/**
 * The share of each window pushes may take: beyond it the feeds not yet read wait for the next
 * window, so however many subscriptions are held, requests keep most of the exchange's time.
 */
const PUSH_SHARE = 0.4;

/** Refuses an upgrade with a plain HTTP answer (Hyperliquid's clients see a failed connection). */
function refuseUpgrade(socket: Duplex, reason: string): void {
  socket.end(
    `HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`,
  );
  socket.destroy();
}

/**
 * A WebSocket API speaking Hyperliquid's protocol over `sim` (see HlSocketSession), with
 * Hyperliquid's per-IP limits. Feeds are pushed from the exchange's events (`sim.onEvent`, listened
 * to while any connection is open): each event moves only the subscriptions it concerns, a request
 * read after one event is read once for every connection, and pushing yields to other work every few
 * milliseconds and waits once it has taken PUSH_SHARE of a window.
 */
export function createHlSocketEndpoint(sim: HlSim, options: HlSocketOptions = {}): HlSocketEndpoint {
  const server = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 });
  const budget = new SocketBudget(options.limits ?? HYPERLIQUID_SOCKET_LIMITS);
  const sessions = new Set<HlSocketSession>();
  let reads = new Map<string, Promise<unknown>>();
  const sharedRead: InfoReader = (request) => {
    const key = JSON.stringify(request);
    let answer = reads.get(key);
    if (!answer) {
      answer = sim.handle("/info", key).then((reply) => {
        if (reply.status !== 200) throw new Error(reply.body);
        return JSON.parse(reply.body) as unknown;
      });
      reads.set(key, answer);
    }
    return answer;
  };
  let sliceStart = performance.now();
  let windowStart = sliceStart;
  let windowWork = 0;
  let closed = false;
  const pause = async () => {
    const now = performance.now();
    const worked = now - sliceStart;
    if (worked < SLICE_MS) return;
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      windowWork = 0;
    }
    windowWork += worked;
    if (windowWork >= WINDOW_MS * PUSH_SHARE && !closed) {
      await new Promise((resolve) => setTimeout(resolve, windowStart + WINDOW_MS - now));
      windowStart = performance.now();
      windowWork = 0;
    } else await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
  const ipOf = options.ipOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? "unknown");
  const onEvent = (event: HlSimEvent) => {
    // What was read before this event may be stale now.
    reads = new Map();
    sliceStart = performance.now();
    for (const session of sessions) void session.notify(event);
  };
  let stopListening: (() => void) | undefined;
  const opened = (session: HlSocketSession) => {
    sessions.add(session);
    stopListening ??= sim.onEvent(onEvent);
  };
  const gone = (session: HlSocketSession) => {
    sessions.delete(session);
    if (sessions.size > 0) return;
    stopListening?.();
    stopListening = undefined;
  };
  return {
    handleUpgrade(request, socket, head) {
      const ip = ipOf(request);
      const refused = budget.connect(ip);
      if (refused) {
        refuseUpgrade(socket, refused);
        return;
      }
      let accepted = false;
      // A handshake that fails never reaches the callback: its place is given back when the socket closes.
      socket.once("close", () => {
        if (!accepted) budget.disconnect(ip, 0, []);
      });
      server.handleUpgrade(request, socket, head, (ws) => {
        accepted = true;
        const session = new HlSocketSession(
          sim,
          (message) => {
            if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
          },
          { ip, budget, sharedRead, pause, admitPost: options.admitPost },
        );
        opened(session);
        ws.on("message", (data) => void session.receive(data.toString()));
        ws.on("close", () => {
          gone(session);
          session.close();
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        stopListening?.();
        stopListening = undefined;
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
