/**
 * Helpers for tests that trade on the local exchange through the real SDK over HTTP on 127.0.0.1
 * (import from `@app/hl-sim/testing`). Nothing here is used by the exchange itself.
 */
import { ExchangeClient, HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import type { Hex } from "viem";
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { listenHlSim } from "../src/http/server.ts";
import { createHlSim, type HlSim, type HlSimOptions } from "../src/sim.ts";
import { scratchFolderSync } from "./scratch-folder.ts";

/** Fixed, publicly known test keys: never fund them anywhere real. */
export const TEST_PRIVATE_KEYS = {
  alice: `0x${"11".repeat(32)}`,
  bob: `0x${"22".repeat(32)}`,
  operator: `0x${"33".repeat(32)}`,
  mallory: `0x${"44".repeat(32)}`,
  agent: `0x${"55".repeat(32)}`,
  agent2: `0x${"66".repeat(32)}`,
} as const satisfies Record<string, Hex>;

/** A viem account for one of the test keys. */
export function testWallet(name: keyof typeof TEST_PRIVATE_KEYS): PrivateKeyAccount {
  return privateKeyToAccount(TEST_PRIVATE_KEYS[name]);
}

/** A clock tests move by hand; starts at real time so SDK-style nonces fall inside the window. */
export class ManualClock {
  #now: number;

  constructor(start: number = Date.now()) {
    this.#now = start;
  }

  /** Current time in ms (pass as `now: clock.now`). */
  readonly now = (): number => this.#now;

  /** Moves the clock forward by `ms`. */
  advance(ms: number): void {
    this.#now += ms;
  }
}

/** A local exchange listening on 127.0.0.1 with SDK clients pointed at it (testnet signing). */
export interface TestExchange {
  readonly sim: HlSim;
  readonly clock: ManualClock;
  readonly url: string;
  /** The WebSocket API's URL (`WebSocketTransport`'s `url`). */
  readonly wsUrl: string;
  readonly transport: HttpTransport;
  readonly info: InfoClient;
  /** An exchange client signing with `wallet`; nonces follow the exchange's clock, unique per signer. */
  exchange(
    wallet: PrivateKeyAccount,
    options?: { isTestnet?: boolean; signatureChainId?: `0x${string}` },
  ): ExchangeClient;
  close(): Promise<void>;
}

/** A new empty folder for a test's journal and snapshots, in memory where the machine allows (see scratch-folder.ts). */
export const testDataDir = scratchFolderSync;

/** A fixed instant tests can start the manual clock at, so prices and fills repeat run after run. */
export const TEST_START_TIME = Date.UTC(2025, 10, 20, 12, 0, 0);

/**
 * Starts a local exchange on a free port with a manual clock (unless `options.now` is given) and
 * returns SDK clients for it. `start` (default: real time) sets the clock; with a fixed start, sign
 * through `exchange()` (or give your own client a nonce manager on `clock`), because the exchange
 * checks nonces against its own clock.
 */
export async function startTestExchange(
  options: HlSimOptions & { start?: number } = {},
): Promise<TestExchange> {
  const { start, ...simOptions } = options;
  const clock = new ManualClock(start);
  const now = simOptions.now ?? clock.now;
  // The clock is looked at often for a new block, so socket tests see one soon after moving it.
  const sim = createHlSim({ blockMs: 10, ...simOptions, now });
  const server = await listenHlSim(sim, { port: 0 });
  const transport = new HttpTransport({ isTestnet: true, apiUrl: server.url });
  const lastNonce = new Map<string, number>();
  // The exchange checks nonces against its own clock, so derive them from it, bumping on collisions.
  const nonceManager = (address: string) => {
    const nonce = Math.max(now(), (lastNonce.get(address) ?? 0) + 1);
    lastNonce.set(address, nonce);
    return nonce;
  };
  return {
    sim,
    clock,
    url: server.url,
    wsUrl: server.wsUrl,
    transport,
    info: new InfoClient({ transport }),
    exchange(wallet, clientOptions = {}) {
      const signingTransport =
        clientOptions.isTestnet === false
          ? new HttpTransport({ isTestnet: false, apiUrl: server.url })
          : transport;
      const { signatureChainId } = clientOptions;
      return new ExchangeClient({
        transport: signingTransport,
        wallet,
        nonceManager,
        ...(signatureChainId ? { signatureChainId } : {}),
      });
    },
    close: async () => {
      await server.close();
      sim.close();
    },
  };
}
