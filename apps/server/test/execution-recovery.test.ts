import { readFile } from "node:fs/promises";
import path from "node:path";
import { executeResponseSchema } from "@app/core";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import { ExchangeClient, HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { ExecutionStore } from "../src/db/execution-store.ts";
import { deterministicCloid } from "../src/orders/idempotency.ts";
import { NOT_SENT } from "../src/orders/recover.ts";
import { folderDatabase } from "./support/pglite-pool.ts";
import { removeDataFolder } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const user = alice.address.toLowerCase() as `0x${string}`;
const orders = [
  { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5, reduceOnly: false },
  { coin: "SOL", side: "BUY", quantity: 1, leverage: 5, reduceOnly: false },
] as const;

/**
 * Leaves behind what a server stopped in the middle of an execution leaves in the database of its (fresh)
 * data folder: a pending claim of the key.
 */
async function leavePendingClaim(dataDir: string, clientKey: string): Promise<string> {
  const idempotencyKey = `${user}:key:${clientKey}`;
  const database = await folderDatabase(dataDir);
  try {
    const claim = await new ExecutionStore(database.db).claim({
      idempotencyKey,
      address: user,
      account: user,
      mode: "server",
      signer: "server",
      orders,
      createdAt: Date.now(),
    });
    expect(claim.kind).toBe("new");
  } finally {
    await database.close();
  }
  return idempotencyKey;
}

/** Sends the execution's first order as the stopped server had: its API wallet, the derived cloid. */
async function sendFirstOrder(server: TestServer, dataDir: string, idempotencyKey: string): Promise<void> {
  const { privateKey } = JSON.parse(await readFile(path.join(dataDir, "server-wallet.json"), "utf8"));
  const transport = new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` });
  const info = new InfoClient({ transport });
  const [[meta], mids] = await Promise.all([info.metaAndAssetCtxs(), info.allMids()]);
  const asset = meta.universe.findIndex((entry) => entry.name === "ETH");
  const szDecimals = meta.universe[asset]?.szDecimals ?? 4;
  await new ExchangeClient({ transport, wallet: privateKeyToAccount(privateKey) }).order(
    {
      orders: [
        {
          a: asset,
          b: true,
          p: formatPrice(Number(mids.ETH) * 1.05, szDecimals),
          s: "0.01",
          r: false,
          t: { limit: { tif: "Ioc" } },
          c: deterministicCloid(idempotencyKey, 0, "main"),
        },
      ],
      grouping: "na",
    },
    { vaultAddress: user },
  );
}

const fillsOf = async (server: TestServer) =>
  (await fetch(`${server.url}/hl/info`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "userFills", user }),
  }).then((response) => response.json())) as { coin: string }[];

describe("an execution the server stopped in the middle of", () => {
  it("is answered on retry with exactly what reached the exchange, and nothing fills twice", async () => {
    const dataDir = await scratchFolder("execution-recovery-");
    const key = await leavePendingClaim(dataDir, "crash-after-first-order");
    const second = await startTestServer({}, { dataDir });
    try {
      await sendFirstOrder(second, dataDir, key);
      const { cookie } = await signIn(second, alice);
      const headers = { cookie, "idempotency-key": "crash-after-first-order" };
      const retry = await second.post(
        "/api/signing/execute-with-agent",
        { mode: "server", userAddress: user, orders },
        headers,
      );
      expect(retry.status).toBe(200);
      expect((retry.body as { replayed: boolean }).replayed).toBe(true);
      const data = executeResponseSchema.parse(retry.body).data;
      expect(data).toMatchObject({ account: user, success: 1, rejected: 0, failed: 1 });
      expect(data.results[0]).toMatchObject({ coin: "ETH", success: true, filled: { totalSz: 0.01 } });
      expect(data.results[1]).toMatchObject({ coin: "SOL", success: false, error: NOT_SENT });

      const again = await second.post(
        "/api/signing/execute-with-agent",
        { mode: "server", userAddress: user, orders },
        headers,
      );
      expect(executeResponseSchema.parse(again.body).data).toEqual(data);
      expect((await fillsOf(second)).filter((fill) => fill.coin === "ETH")).toHaveLength(1);
      expect((await fillsOf(second)).filter((fill) => fill.coin === "SOL")).toHaveLength(0);
    } finally {
      await second.close();
      await removeDataFolder(dataDir);
    }
  });

  it("runs again when none of its orders reached the exchange", async () => {
    const dataDir = await scratchFolder("execution-recovery-");
    await leavePendingClaim(dataDir, "crash-before-sending");
    const second = await startTestServer({}, { dataDir });
    try {
      const { cookie } = await signIn(second, alice);
      const headers = { cookie, "idempotency-key": "crash-before-sending" };
      const retry = await second.post(
        "/api/signing/execute-with-agent",
        { mode: "server", userAddress: user, orders },
        headers,
      );
      expect(retry.status).toBe(200);
      expect((retry.body as { replayed: boolean }).replayed).toBe(false);
      expect(executeResponseSchema.parse(retry.body).data).toMatchObject({ success: 2, failed: 0 });
      expect(await fillsOf(second)).toHaveLength(2);
    } finally {
      await second.close();
      await removeDataFolder(dataDir);
    }
  });
});
