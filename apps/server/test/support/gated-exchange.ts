import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHlSim, type HlSim, type HlSimServer, listenHlSim } from "@app/hl-sim";

/** A shared local exchange for tests whose `/exchange` requests wait at a gate the test opens. */
export interface GatedExchange {
  /** The URL to give HL_EXCHANGE_URL: the gate in front of the exchange. */
  readonly url: string;
  /** Holds every `/exchange` request from now on until `open()`. */
  close(): void;
  open(): void;
  /** Resolves once at least `count` requests wait at the gate. */
  waiting(count?: number): Promise<void>;
  stop(): Promise<void>;
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on("data", (chunk: Buffer) => parts.push(chunk));
    request.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    request.on("error", reject);
  });

/**
 * Starts a local exchange with `operator` as its operator and a gate in front of it: tests hold a
 * server's orders on their way (an execute in flight) and let them through when they choose.
 */
export async function startGatedExchange(operator: `0x${string}`): Promise<GatedExchange> {
  const sim: HlSim = createHlSim({ seed: 1, operators: [operator] });
  await sim.ready;
  const exchange: HlSimServer = await listenHlSim(sim, { port: 0 });
  let gate: Promise<void> | undefined;
  let release: (() => void) | undefined;
  let held = 0;
  const watchers = new Set<() => void>();
  const front: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      if (request.url === "/exchange" && gate) {
        held += 1;
        for (const watch of watchers) watch();
        await gate;
        held -= 1;
      }
      const answer = await fetch(`${exchange.url}${request.url ?? "/"}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      response.writeHead(answer.status, {
        "content-type": answer.headers.get("content-type") ?? "text/plain",
      });
      response.end(await answer.text());
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const { port } = front.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      gate ??= new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    open() {
      release?.();
      gate = undefined;
      release = undefined;
    },
    waiting(count = 1) {
      return new Promise<void>((resolve) => {
        const watch = () => {
          if (held < count) return;
          watchers.delete(watch);
          resolve();
        };
        watchers.add(watch);
        watch();
      });
    },
    async stop() {
      release?.();
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await exchange.close();
      sim.close();
    },
  };
}
