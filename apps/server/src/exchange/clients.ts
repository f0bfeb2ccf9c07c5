import type { HlSim } from "@app/hl-sim";
import {
  ExchangeClient,
  HttpTransport,
  InfoClient,
  type IRequestTransport,
  MAINNET_API_URL,
  TESTNET_API_URL,
  TESTNET_API_WS_URL,
} from "@nktkas/hyperliquid";
import type { LocalAccount } from "viem";
import type { ExchangeNetwork } from "../config/config.ts";
import type { Metrics } from "../metrics/metrics.ts";
import { InProcessTransport } from "./in-process-transport.ts";
import { MeteredTransport } from "./metered-transport.ts";
import { RetryingTransport } from "./retry.ts";

/** Default time the server waits for the exchange, in ms. */
export const EXCHANGE_TIMEOUT_MS = 10_000;

/** The SDK clients of one exchange network, shared by the services. */
export interface ExchangeConnection {
  readonly network: ExchangeNetwork;
  /**
   * Base URL of the exchange's `/info` and `/exchange`, with its WebSocket API at `/ws` beside them (for the
   * mounted exchange its `/hl`, which the server's own requests skip: they go to it in process).
   */
  readonly apiUrl: string;
  /** The exchange's requests (over HTTP, or in process to the mounted one), retried on timeouts, 429 and 5xx. */
  readonly transport: RetryingTransport;
  readonly info: InfoClient;
}

/** Refuses a Hyperliquid mainnet URL: live trading is blocked everywhere, not just at boot. */
export function assertNotMainnet(apiUrl: string): void {
  const host = new URL(apiUrl).host;
  if (host === new URL(MAINNET_API_URL).host) {
    throw new Error(`Refusing to connect to Hyperliquid mainnet (${host}): live trading is blocked.`);
  }
}

/**
 * Connects the SDK to a local exchange or to Hyperliquid testnet. A local exchange is the one mounted in
 * this process (`mounted`: its requests go straight to its handler, its WebSocket API is at `localApiUrl`,
 * the mount's `/hl`) or a shared one reached over HTTP at `localApiUrl`. Every one signs with testnet
 * semantics: the local exchange verifies signatures as testnet does.
 */
export function connectExchange(
  network: ExchangeNetwork,
  localApiUrl: string,
  options: {
    readonly mounted?: Pick<HlSim, "handle"> | undefined;
    readonly metrics?: Metrics | undefined;
  } = {},
): ExchangeConnection {
  const apiUrl = network === "local" ? localApiUrl : TESTNET_API_URL;
  assertNotMainnet(apiUrl);
  const requests: IRequestTransport =
    network === "local" && options.mounted
      ? new InProcessTransport(options.mounted, EXCHANGE_TIMEOUT_MS)
      : new HttpTransport({ isTestnet: true, apiUrl, timeout: EXCHANGE_TIMEOUT_MS });
  const { metrics } = options;
  const transport = new RetryingTransport(metrics ? new MeteredTransport(requests, metrics) : requests);
  return { network, apiUrl, transport, info: new InfoClient({ transport }) };
}

/**
 * The exchange's WebSocket API for subscriptions: testnet's, or the local exchange's `/ws` next to its
 * `/info` (`/hl/ws` of the in-process mount, `/ws` of a shared one). Never mainnet's.
 */
export function exchangeSocketUrl(connection: Pick<ExchangeConnection, "network" | "apiUrl">): string {
  const url =
    connection.network === "local"
      ? `${connection.apiUrl.replace(/^http/, "ws").replace(/\/$/, "")}/ws`
      : TESTNET_API_WS_URL;
  assertNotMainnet(url);
  return url;
}

/** An exchange client that signs with `wallet` (the server's API wallet, for server mode). */
export function exchangeClientFor(connection: ExchangeConnection, wallet: LocalAccount): ExchangeClient {
  return new ExchangeClient({ transport: connection.transport, wallet });
}
