import {
  type ExecutionData,
  isRecord,
  type Message,
  type OrderResult,
  orderToExecuteSchema,
  type ProtectiveOrderResult,
  summarizeResults,
} from "@app/core";
import type { IRequestTransport } from "@nktkas/hyperliquid";
import { emptyOrderResult, messageFields } from "./exchange-statuses.ts";
import { deterministicCloid } from "./idempotency.ts";
import { isUnprotected } from "./protect.ts";

/** Error of an order an orphaned execution never sent: the retry says so, and the user can send it again. */
const notSent = (): { error: string; errorMessage: Message } => messageFields({ key: "order.notSent" });

/** `error` of an order an orphaned execution never sent, in English (the answer's language). */
export const NOT_SENT = notSent().error;

/** A stop or target an orphaned server-mode execution would have placed, with its client order id. */
interface ExpectedProtection {
  readonly kind: ProtectiveOrderResult["kind"];
  readonly triggerPrice: number;
  readonly cloid: `0x${string}`;
}

/** One order an execution sent, or was about to send, and the client order id that names it. */
export interface ExpectedOrder {
  readonly coin: string;
  readonly side: "BUY" | "SELL";
  readonly cloid: `0x${string}`;
  readonly protection: readonly ExpectedProtection[];
}

const CLOID = /^0x[0-9a-f]{32}$/;

/** Wire orders (`{a, b, c}`) anywhere inside an agent's signed actions. */
function wireOrders(value: unknown, found: ExpectedOrder[] = []): ExpectedOrder[] {
  if (Array.isArray(value)) for (const item of value) wireOrders(item, found);
  else if (isRecord(value)) {
    const record = value;
    if (typeof record.a === "number" && typeof record.b === "boolean" && typeof record.c === "string") {
      if (CLOID.test(record.c) && record.r !== true) {
        found.push({
          coin: `asset ${record.a}`,
          side: record.b ? "BUY" : "SELL",
          cloid: record.c as `0x${string}`,
          protection: [],
        });
      }
    } else for (const child of Object.values(record)) wireOrders(child, found);
  }
  return found;
}

/**
 * The orders of an execution with their client order ids: derived from the idempotency key in server
 * mode (the same way the execution named them), read from the signed actions in agent mode.
 */
export function expectedOrders(
  mode: "server" | "agent",
  key: string,
  orders: readonly unknown[],
): ExpectedOrder[] {
  if (mode === "agent") return wireOrders(orders);
  return orders.flatMap((raw, index) => {
    const parsed = orderToExecuteSchema.safeParse(raw);
    if (!parsed.success) return [];
    const order = parsed.data;
    const protection = (["stop_loss", "take_profit"] as const).flatMap((kind) => {
      const triggerPrice = order[kind];
      return triggerPrice ? [{ kind, triggerPrice, cloid: deterministicCloid(key, index, kind) }] : [];
    });
    return [
      { coin: order.coin, side: order.side, cloid: deterministicCloid(key, index, "main"), protection },
    ];
  });
}

type OrderStatusAnswer =
  | { status: "unknownOid" }
  | { status: "order"; order: { order: { coin: string; oid: number }; status: string } };

interface FillRow {
  readonly cloid?: string | null;
  readonly px: string;
  readonly sz: string;
}

/** Finds out on the exchange what an execution left behind when the server stopped in its middle. */
export class ExecutionRecovery {
  readonly #transport: IRequestTransport;

  constructor(transport: IRequestTransport) {
    this.#transport = transport;
  }

  /**
   * The results of an orphaned execution as the exchange knows them, or null when none of its orders
   * reached the exchange (it may then simply run again). Orders are looked up by client order id with
   * raw requests: the SDK's `orderStatus` would turn a hex cloid into a number.
   */
  async recover(account: `0x${string}`, expected: readonly ExpectedOrder[]): Promise<ExecutionData | null> {
    const status = (cloid: string) =>
      this.#transport.request<OrderStatusAnswer>("info", { type: "orderStatus", user: account, oid: cloid });
    const [mains, fills] = await Promise.all([
      Promise.all(expected.map((order) => status(order.cloid))),
      this.#transport.request<FillRow[]>("info", { type: "userFills", user: account }),
    ]);
    if (mains.every((answer) => answer.status === "unknownOid")) return null;

    const results: OrderResult[] = [];
    for (const [index, order] of expected.entries()) {
      const answer = mains[index];
      const mine = fills.filter((fill) => fill.cloid === order.cloid);
      const totalSz = mine.reduce((sum, fill) => sum + Number(fill.sz), 0);
      const avgPx =
        totalSz > 0 ? mine.reduce((sum, fill) => sum + Number(fill.px) * Number(fill.sz), 0) / totalSz : 0;
      // Agent-mode orders name only an asset index until the exchange says which coin it was.
      const coin =
        answer?.status === "order" && order.coin.startsWith("asset ") ? answer.order.order.coin : order.coin;
      const said: Partial<OrderResult> =
        !answer || answer.status === "unknownOid"
          ? notSent()
          : totalSz > 0 || answer.order.status === "open"
            ? { success: true, resting: totalSz === 0 ? { oid: answer.order.order.oid } : null }
            : {
                rejected: true,
                ...messageFields({ key: "order.exchangeStatus", params: { status: answer.order.status } }),
              };
      const sent: OrderResult = {
        ...emptyOrderResult(coin, order.side),
        filled: totalSz > 0 ? { avgPx, totalSz } : null,
        ...said,
      };
      const protectiveOrders: ProtectiveOrderResult[] = [];
      for (const protection of sent.success ? order.protection : []) {
        const placed = (await status(protection.cloid)).status === "order";
        protectiveOrders.push({
          kind: protection.kind,
          triggerPrice: protection.triggerPrice,
          ...(placed ? { success: true, error: null } : { success: false, ...notSent() }),
        });
      }
      const result = { ...sent, protectiveOrders };
      results.push({ ...result, unprotected: isUnprotected(result) });
    }
    return {
      account,
      results,
      ...summarizeResults(results),
    };
  }
}
