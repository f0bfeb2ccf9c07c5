import { type ExitPolicy, type Exits, executeResponseSchema, exitsResponseSchema } from "@app/core";
import type { LocalAccount } from "viem";
import type { TestServer } from "./test-server.ts";

/** One minute of the exchange's clock. */
export const MINUTE = 60_000;

interface AssetPosition {
  position: { coin: string; szi: string; entryPx: string };
}
interface FrontendOrder {
  coin: string;
  isTrigger: boolean;
  reduceOnly: boolean;
  orderType: string;
  triggerPx: string;
  sz: string;
  cloid: string | null;
}

/** What the exchange shows of one coin of an account: the mark, the position, and its stop orders. */
export interface CoinView {
  readonly mark: number;
  readonly szDecimals: number;
  /** Signed size, 0 when there is no position. */
  readonly szi: number;
  readonly entry: number;
  readonly stops: readonly FrontendOrder[];
}

/** Reads the exchange the server trades on (through its /hl mount or proxy), as a user's other client would. */
export async function viewOf(server: TestServer, user: string, coin: string): Promise<CoinView> {
  const [meta, state, open] = await Promise.all([
    server.post("/hl/info", { type: "metaAndAssetCtxs" }),
    server.post("/hl/info", { type: "clearinghouseState", user }),
    server.post("/hl/info", { type: "frontendOpenOrders", user }),
  ]);
  const [universe, contexts] = meta.body as [
    { universe: { name: string; szDecimals: number }[] },
    { markPx: string }[],
  ];
  const index = universe.universe.findIndex((asset) => asset.name === coin);
  const position = (state.body as { assetPositions: AssetPosition[] }).assetPositions.find(
    (entry) => entry.position.coin === coin,
  );
  return {
    mark: Number(contexts[index]?.markPx),
    szDecimals: universe.universe[index]?.szDecimals ?? 0,
    szi: position ? Number(position.position.szi) : 0,
    entry: position ? Number(position.position.entryPx) : 0,
    stops: (open.body as FrontendOrder[]).filter(
      (order) => order.coin === coin && order.isTrigger && order.orderType.startsWith("Stop"),
    ),
  };
}

/** Opens a position in server mode with a stop `stopFraction` away from the mark; answers the view after. */
export async function openWithStop(
  server: TestServer,
  cookie: string,
  account: LocalAccount,
  order: { coin: string; side: "BUY" | "SELL"; quantity: number; stopFraction: number; key: string },
): Promise<CoinView> {
  const before = await viewOf(server, account.address.toLowerCase(), order.coin);
  const sign = order.side === "BUY" ? -1 : 1;
  const stop = Math.round(before.mark * (1 + sign * order.stopFraction));
  const answer = await server.post(
    "/api/signing/execute-with-agent",
    {
      mode: "server",
      userAddress: account.address,
      orders: [
        { coin: order.coin, side: order.side, quantity: order.quantity, leverage: 5, stop_loss: stop },
      ],
    },
    { cookie, "idempotency-key": order.key },
  );
  if (answer.status !== 200) throw new Error(`execute failed: ${JSON.stringify(answer.body)}`);
  const result = executeResponseSchema.parse(answer.body).data.results[0];
  if (!result?.filled || result.unprotected)
    throw new Error(`not filled with its stop: ${JSON.stringify(result)}`);
  return viewOf(server, account.address.toLowerCase(), order.coin);
}

/**
 * Sets a position's exit policy through the API, for the server's exit manager or, with `manager: "browser"`,
 * for an agent wallet's tab; answers the status and the managed stops.
 */
export async function setPolicy(
  server: TestServer,
  cookie: string,
  account: LocalAccount,
  coin: string,
  policy: ExitPolicy,
  manager?: "server" | "browser",
): Promise<{ status: number; body: unknown }> {
  return server.post(
    "/api/exits/policy",
    { userAddress: account.address, coin, policy, ...(manager ? { manager } : {}) },
    { cookie },
  );
}

/** The managed stops and exit events of an account. */
export async function exitsOf(server: TestServer, cookie: string, account: LocalAccount): Promise<Exits> {
  const answer = await server.get(`/api/exits?address=${account.address}`, { cookie });
  return exitsResponseSchema.parse(answer.body).data;
}

/** `value` down (or up) to a multiple of `tick`, as a trader rounds a stop away from the mark. */
export function toTick(value: number, tick: number, direction: "down" | "up"): number {
  const steps = direction === "down" ? Math.floor(value / tick + 1e-9) : Math.ceil(value / tick - 1e-9);
  return Number((steps * tick).toFixed(6));
}
