import { readFile } from "node:fs/promises";
import path from "node:path";
import { executeResponseSchema } from "@app/core";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import { ExchangeClient, HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { ExecutionStore } from "../src/db/execution-store.ts";
import { deterministicCloid } from "../src/orders/idempotency.ts";
import { folderDatabase } from "./support/pglite-pool.ts";
import { removeDataFolder } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

/** Issue 8, "stops and targets are never silently lost": recovery and "place protection" place them. */

const exchangeOf = async (server: TestServer, dataDir: string) => {
  const { privateKey } = JSON.parse(await readFile(path.join(dataDir, "server-wallet.json"), "utf8"));
  const transport = new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` });
  const info = new InfoClient({ transport });
  const [[meta], mids] = await Promise.all([info.metaAndAssetCtxs(), info.allMids()]);
  const market = (coin: string) => {
    const asset = meta.universe.findIndex((entry) => entry.name === coin);
    return { asset, szDecimals: meta.universe[asset]?.szDecimals ?? 4, mid: Number(mids[coin]) };
  };
  return { info, market, client: new ExchangeClient({ transport, wallet: privateKeyToAccount(privateKey) }) };
};

const triggersOf = async (info: InfoClient, user: `0x${string}`) =>
  (await info.frontendOpenOrders({ user })).filter((order) => order.isTrigger && order.reduceOnly);
const fillsOf = async (info: InfoClient, user: `0x${string}`, coin: string) =>
  (await info.userFills({ user })).filter((fill) => fill.coin === coin);

/** Reads an execution's stored record with the server stopped, from the folder's database. */
async function storedResults(dataDir: string, id: string) {
  const database = await folderDatabase(dataDir);
  return (await new ExecutionStore(database.db).get(id))?.results;
}

describe("a filled order whose stop or target is missing", () => {
  it("defect 5: recovery of an interrupted execution places the stop and target from the stored plan, never the order again", async () => {
    const first = await startTestServer();
    const { market } = await exchangeOf(first, first.dataDir);
    const eth = market("ETH");
    await first.close();
    const trader = privateKeyToAccount(generatePrivateKey());
    const user = trader.address.toLowerCase() as `0x${string}`;
    const stop = Number(formatPrice(eth.mid * 0.9, eth.szDecimals));
    const target = Number(formatPrice(eth.mid * 1.1, eth.szDecimals));
    const orders = [
      { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5, stop_loss: stop, take_profit: target },
    ];
    // What a server stopped right after the main order filled leaves in its (fresh) data folder: a pending
    // claim with its plan, then the fill.
    const key = `${user}:key:crash-after-fill`;
    const dataDir = await scratchFolder("protection-recovery-");
    const database = await folderDatabase(dataDir);
    try {
      const claim = await new ExecutionStore(database.db).claim({
        idempotencyKey: key,
        address: user,
        account: user,
        mode: "server",
        signer: "server",
        orders,
        plan: [
          {
            index: 0,
            coin: "ETH",
            side: "BUY",
            assetIndex: eth.asset,
            szDecimals: eth.szDecimals,
            stopLoss: String(stop),
            takeProfit: String(target),
          },
        ],
        createdAt: Date.now(),
      });
      expect(claim.kind).toBe("new");
    } finally {
      await database.close();
    }
    const server = await startTestServer({}, { dataDir });
    try {
      const { info, client } = await exchangeOf(server, dataDir);
      await client.order(
        {
          orders: [
            {
              a: eth.asset,
              b: true,
              p: formatPrice(eth.mid * 1.05, eth.szDecimals),
              s: "0.01",
              r: false,
              t: { limit: { tif: "Ioc" } },
              c: deterministicCloid(key, 0, "main"),
            },
          ],
          grouping: "na",
        },
        { vaultAddress: user },
      );
      expect(await triggersOf(info, user)).toHaveLength(0);

      const { cookie } = await signIn(server, trader);
      const retry = await server.post(
        "/api/signing/execute-with-agent",
        { mode: "server", userAddress: user, orders },
        { cookie, "idempotency-key": "crash-after-fill" },
      );
      expect(retry.status).toBe(200);
      const [result] = executeResponseSchema.parse(retry.body).data.results;
      expect(result).toMatchObject({ coin: "ETH", success: true, unprotected: false });
      expect(result?.protectiveOrders).toEqual([
        { kind: "stop_loss", triggerPrice: stop, success: true, error: null },
        { kind: "take_profit", triggerPrice: target, success: true, error: null },
      ]);
      const triggers = await triggersOf(info, user);
      expect(triggers.map((order) => order.cloid).sort()).toEqual(
        [deterministicCloid(key, 0, "stop_loss"), deterministicCloid(key, 0, "take_profit")].sort(),
      );
      expect(await fillsOf(info, user, "ETH")).toHaveLength(1);
    } finally {
      await server.close();
      await removeDataFolder(dataDir);
    }
  });

  it("is reported as unprotected, recorded so, and placed by POST /api/account/place-protection without resending the order", async () => {
    const dataDir = await scratchFolder("protection-");
    let server = await startTestServer({}, { dataDir });
    const trader = privateKeyToAccount(generatePrivateKey());
    const user = trader.address.toLowerCase() as `0x${string}`;
    try {
      const { market, client } = await exchangeOf(server, dataDir);
      const eth = market("ETH");
      const btc = market("BTC");
      const stop = Number(formatPrice(eth.mid * 0.9, eth.szDecimals));
      const target = Number(formatPrice(eth.mid * 1.1, eth.szDecimals));
      const clientKey = "stop-refused";
      // The exchange refuses the stop after the fill: its client order id was already used on the account.
      await client.order(
        {
          orders: [
            {
              a: btc.asset,
              b: true,
              p: formatPrice(btc.mid * 0.5, btc.szDecimals),
              // Worth a little over the 10 USDC minimum, cut to the coin's size decimals (a float sum can carry more).
              s: (Number((20 / (btc.mid * 0.5)).toFixed(btc.szDecimals)) + 10 ** -btc.szDecimals).toFixed(
                btc.szDecimals,
              ),
              r: false,
              t: { limit: { tif: "Gtc" } },
              c: deterministicCloid(`${user}:key:${clientKey}`, 0, "stop_loss"),
            },
          ],
          grouping: "na",
        },
        { vaultAddress: user },
      );
      const first = await signIn(server, trader);
      const orders = [{ coin: "ETH", side: "BUY", quantity: 0.01, stop_loss: stop, take_profit: target }];
      const answer = await server.post(
        "/api/signing/execute-with-agent",
        { mode: "server", userAddress: user, orders },
        { cookie: first.cookie, "idempotency-key": clientKey },
      );
      expect(answer.status).toBe(200);
      const response = executeResponseSchema.parse(answer.body);
      const [result] = response.data.results;
      expect(result).toMatchObject({ success: true, unprotected: true, filled: { totalSz: 0.01 } });
      expect(result?.protectiveOrders[0]).toMatchObject({ kind: "stop_loss", success: false });
      expect(result?.protectiveOrders[0]?.error).toMatch(/cloid/);
      expect(result?.protectiveOrders[1]).toMatchObject({ kind: "take_profit", success: true });
      const executionId = response.executionId as string;
      await server.close();
      expect(await storedResults(dataDir, executionId)).toMatchObject({ results: [{ unprotected: true }] });
      server = await startTestServer({}, { dataDir });
      const session = await signIn(server, trader);

      const body = { userAddress: user, executionId };
      expect((await server.post("/api/account/place-protection", body)).status).toBe(401);
      const stranger = privateKeyToAccount(generatePrivateKey());
      const strangerSession = await signIn(server, stranger);
      const foreign = await server.post(
        "/api/account/place-protection",
        { userAddress: stranger.address.toLowerCase(), executionId },
        { cookie: strangerSession.cookie },
      );
      expect(foreign.status).toBe(404);

      const cookie = session.cookie;
      const placed = await server.post("/api/account/place-protection", body, { cookie });
      expect(placed.status).toBe(200);
      const [protectedResult] = executeResponseSchema.parse(placed.body).data.results;
      expect(protectedResult).toMatchObject({ success: true, unprotected: false });
      expect(protectedResult?.protectiveOrders.every((order) => order.success)).toBe(true);
      const again = await exchangeOf(server, dataDir);
      const ethTriggers = (await triggersOf(again.info, user)).filter((order) => order.coin === "ETH");
      expect(ethTriggers.map((order) => order.orderType).sort()).toEqual([
        "Stop Market",
        "Take Profit Market",
      ]);
      expect(await fillsOf(again.info, user, "ETH")).toHaveLength(1);

      // Asked again, nothing is placed twice.
      const twice = await server.post("/api/account/place-protection", body, { cookie });
      expect(twice.status).toBe(200);
      expect((await triggersOf(again.info, user)).filter((order) => order.coin === "ETH")).toHaveLength(2);
      await server.close();
      expect(await storedResults(dataDir, executionId)).toMatchObject({ results: [{ unprotected: false }] });
    } finally {
      await server.close().catch(() => undefined);
      await removeDataFolder(dataDir);
    }
  });
});
