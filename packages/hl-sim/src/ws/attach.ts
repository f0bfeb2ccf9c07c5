import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { HlSim } from "../sim.ts";
import { HlSocketSession } from "./connection.ts";
import type { InfoReader } from "./feeds.ts";
import { HYPERLIQUID_SOCKET_LIMITS, SocketBudget, type SocketLimits } from "./limits.ts";

/** Options of the WebSocket API. */
export interface HlSocketOptions {
  /** How often subscriptions are refreshed, in ms (default 250; Hyperliquid's blocks are ~0.1–0.5 s). */
  intervalMs?: number;
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
  /** Closes every connection and stops refreshing. */
  close(): Promise<void>;
}

/** A refresh round gives the event loop back after this long, so HTTP requests are not held up. */
const SLICE_MS = 4;
/**
 * The share of each interval refresh rounds may take: beyond it the feeds not yet read wait for the
 * next round, so however many subscriptions are held, requests keep most of the exchange's time.
 */
const ROUND_SHARE = 0.4;

/** Refuses an upgrade with a plain HTTP answer (Hyperliquid's clients see a failed connection). */
function refuseUpgrade(socket: Duplex, reason: string): void {
  socket.end(
    `HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`,
  );
  socket.destroy();
}

/**
 * A WebSocket API speaking Hyperliquid's protocol over `sim` (see HlSocketSession), with
 * Hyperliquid's per-IP limits. Subscriptions are refreshed in rounds: a request read in a round is
 * read once for every connection, user feeds are read only after the exchange recorded a change
 * (or a second passed), and a round yields to other work every few milliseconds and stops for the
 * interval once it has taken ROUND_SHARE of it.
 */
export function createHlSocketEndpoint(sim: HlSim, options: HlSocketOptions = {}): HlSocketEndpoint {
  const server = new WebSocketServer({ noServer: true, maxPayload: 1_000_000 });
  const budget = new SocketBudget(options.limits ?? HYPERLIQUID_SOCKET_LIMITS);
  const sessions = new Set<HlSocketSession>();
  let round = new Map<string, Promise<unknown>>();
  const sharedRead: InfoReader = (request) => {
    const key = JSON.stringify(request);
    let answer = round.get(key);
    if (!answer) {
      answer = sim.handle("/info", key).then((reply) => {
        if (reply.status !== 200) throw new Error(reply.body);
        return JSON.parse(reply.body) as unknown;
      });
      round.set(key, answer);
    }
    return answer;
  };
  const intervalMs = options.intervalMs ?? 250;
  let sliceStart = performance.now();
  let roundWork = 0;
  let startNextRound = () => {};
  let nextRound = new Promise<void>((resolve) => {
    startNextRound = resolve;
  });
  const pause = async () => {
    const worked = performance.now() - sliceStart;
    if (worked < SLICE_MS) return;
    roundWork += worked;
    if (roundWork >= intervalMs * ROUND_SHARE) await nextRound;
    else await new Promise((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
  const ipOf = options.ipOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? "unknown");
  const timer = setInterval(() => {
    round = new Map();
    roundWork = 0;
    sliceStart = performance.now();
    const resume = startNextRound;
    nextRound = new Promise<void>((resolve) => {
      startNextRound = resolve;
    });
    resume();
    for (const session of sessions) void session.tick();
  }, intervalMs);
  timer.unref();
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
        sessions.add(session);
        ws.on("message", (data) => void session.receive(data.toString()));
        ws.on("close", () => {
          sessions.delete(session);
          session.close();
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        startNextRound();
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
