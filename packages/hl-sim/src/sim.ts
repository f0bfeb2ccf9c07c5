import { AccountStore } from "./accounts/account-store.ts";
import { handleExchange } from "./exchange/handle-exchange.ts";
import { type HlHttpResponse, textResponse, unprocessable } from "./http/responses.ts";
import { handleInfo } from "./info/handle-info.ts";
import { Market } from "./market/market.ts";
import { IdSource } from "./matching/place-order.ts";
import { NonceTracker } from "./signing/nonces.ts";

/** Options of a local exchange. */
export interface HlSimOptions {
  /** Seed of the synthetic market and of trade ids (default 1). */
  seed?: number;
  /** Clock in ms (default Date.now); inject one for deterministic tests. */
  now?: () => number;
  /** USDC a paper account starts with (default 10000). */
  initialBalance?: number;
  /** Addresses that may act for ANY paper account by signing with its address as vaultAddress. */
  operators?: readonly string[];
}

/** A local Hyperliquid-compatible exchange, independent of any HTTP server. */
export interface HlSim {
  /** Answers one HTTP request; path is "/info" or "/exchange", rawBody the request body text. Never throws. */
  handle(path: string, rawBody: string): Promise<HlHttpResponse>;
}

/**
 * Creates a local exchange: the 25 catalogue perps on a seeded synthetic market that moves with the
 * clock, and paper accounts opened on first use. Same seed and same clock give identical answers.
 */
export function createHlSim(options: HlSimOptions = {}): HlSim {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 1;
  const market = new Market(seed, now());
  const accounts = new AccountStore(options.initialBalance ?? 10_000);
  const operators = new Set((options.operators ?? []).map((address) => address.toLowerCase()));
  const exchangeDeps = {
    market,
    accounts,
    operators,
    now,
    nonces: new NonceTracker(),
    ids: new IdSource(seed),
  };
  const infoDeps = { market, accounts, now };

  return {
    async handle(path, rawBody) {
      try {
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          return unprocessable();
        }
        if (path === "/info") return await handleInfo(infoDeps, body);
        if (path === "/exchange") return await handleExchange(exchangeDeps, body);
        return textResponse(404, `Not found: ${path}`);
      } catch (error) {
        // A bug must not take the exchange down for every other client.
        return textResponse(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
