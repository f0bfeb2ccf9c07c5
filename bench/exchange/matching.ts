// The exchange's matching and accounting alone: decoded IOC order actions run straight against the
// order store and paper accounts, with no HTTP, JSON, schema decoding, signatures or journal.
import { AccountStore } from "@app/hl-sim/accounts/account-store";
import { runOrderAction } from "@app/hl-sim/exchange/order-action";
import { Market } from "@app/hl-sim/market/market";
import { IdSource } from "@app/hl-sim/matching/execute";
import { OrderStore } from "@app/hl-sim/matching/order-store";
import { settle } from "@app/hl-sim/matching/settle";
import { btcIoc, WALLETS } from "./orders.ts";

/** Orders per second placed and filled (0.001 BTC IOC, alternating sides), with settlement before each. */
export function matchingRate(count: number): number {
  const start = Date.now();
  const market = new Market(1, start);
  const accounts = new AccountStore(10_000);
  const orders = new OrderStore();
  const ids = new IdSource(1);
  const users = WALLETS.map((wallet) => accounts.open(wallet.address, start));
  const mid = Number(market.context(market.assetOf(0), start).midPx);
  const actions = [btcIoc(mid, true), btcIoc(mid, false)];
  let filled = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const now = start + i;
    const account = users[i % users.length];
    const action = actions[Math.floor(i / users.length) % 2];
    if (!account || !action) throw new Error("no account");
    settle({ market, ids, orders, accounts }, now);
    const result = runOrderAction(
      { market, ids, orders, accounts, now, actionHash: "0x00" },
      account,
      action,
    );
    const status = result.status === "ok" ? result.response.data.statuses[0] : undefined;
    if (typeof status === "object" && "filled" in status) filled++;
  }
  const seconds = (performance.now() - started) / 1000;
  if (filled !== count) console.warn(`matching: only ${filled} of ${count} orders filled`);
  return count / seconds;
}
