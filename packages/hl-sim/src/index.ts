/**
 * The local Hyperliquid-compatible exchange ("anvil for Hyperliquid"): `POST /info` and
 * `POST /exchange` with Hyperliquid's wire shapes and testnet signature rules, over a seeded
 * synthetic market and paper accounts.
 */
export type { HlHttpResponse } from "./http/responses.ts";
export { type HlSimServer, listenHlSim } from "./http/server.ts";
export { createHlSim, type HlSim, type HlSimOptions, type HlSimStatus } from "./sim.ts";
export { createHlSocketEndpoint, type HlSocketEndpoint, type HlSocketOptions } from "./ws/attach.ts";
