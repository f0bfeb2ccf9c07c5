import { AppError, type ExecutionData } from "@app/core";
import { InfoClient } from "@nktkas/hyperliquid";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-databases.ts";
import type { Database, Db } from "../db/database.ts";
import { InstanceHeartbeat } from "../db/instance-heartbeat.ts";
import { createStores, type Stores } from "../db/stores.ts";
import { MarketData } from "../exchange/market-data.ts";
import { AccountService } from "../services/account-service.ts";
import { EquityService } from "../services/equity-service.ts";
import { OrderPlacer } from "./place.ts";
import { ExecutionLedger, type TradeRequest } from "./record.ts";
import { ExecutionRecovery } from "./recover.ts";

const account = "0x00000000000000000000000000000000000000c1" as const;
const filled: ExecutionData = { account, results: [], success: 1, rejected: 0, failed: 0 };
/** What a stalled instance sees once its peer re-ran the execution: its orders refused ("cloid already used"). */
const refused: ExecutionData = { account, results: [], success: 0, rejected: 1, failed: 0 };

const postgresUrl = inject("postgresUrl");
const backends: [string, string | undefined][] = [["PGlite", undefined]];
if (postgresUrl) backends.push(["PostgreSQL", postgresUrl]);
else console.warn(`PostgreSQL execution ownership tests not run: ${inject("postgresMissing")}`);

/**
 * The runs below stand for the orders' round trips, so the exchange is never asked for them; the one call
 * left (the equity snapshot after a record) fails and is skipped, as a snapshot may.
 */
const unreachable = {
  isTestnet: true,
  async request<T>(): Promise<T> {
    throw new Error("no exchange in this test");
  },
};

/** One server instance on the shared database: its heartbeat identity, stores and ledger. */
function instance(database: Db) {
  const owner = new InstanceHeartbeat(database);
  const stores: Stores = createStores(database, owner);
  const info = new InfoClient({ transport: unreachable });
  const ledger = new ExecutionLedger(
    stores.executions,
    new OrderPlacer(new MarketData(info)),
    new AccountService(info),
    new EquityService(stores.equity, stores.executions),
    new ExecutionRecovery(unreachable),
    Date.now,
    owner,
  );
  const told: ExecutionData[] = [];
  ledger.onFinished = (_request, data) => told.push(data);
  return { owner, stores, ledger, told };
}

const request = (key: string): TradeRequest => ({
  address: account,
  idempotencyKey: key,
  mode: "server",
  signer: "0x00000000000000000000000000000000000000f1",
  orders: [{ coin: "ETH" }],
});

describe.each(backends)("an execution taken over from a stalled instance, on %s", (_name, adminUrl) => {
  let place: TestDatabase | undefined;
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    await place?.drop();
    database = undefined;
    place = undefined;
  });

  async function twoInstances() {
    place = await createTestDatabase(adminUrl);
    database = await place.open();
    return [instance(database.db), instance(database.db)] as const;
  }

  it("the store records and releases an execution only while its instance holds it", async () => {
    const [stalled, peer] = await twoInstances();
    const claim = await stalled.stores.executions.claim({ ...request("held"), account, createdAt: 1 });
    if (claim.kind !== "new") throw new Error(`expected a new claim, got ${claim.kind}`);
    expect(await peer.stores.executions.adopt(claim.id, stalled.owner.id)).toBe(true);
    await stalled.stores.executions.release(claim.id);
    expect(await stalled.stores.executions.complete(claim.id, refused)).toBe(false);
    expect(await peer.stores.executions.complete(claim.id, filled)).toBe(true);
    expect(await stalled.stores.executions.complete(claim.id, refused)).toBe(false);
    expect(await peer.stores.executions.get(claim.id)).toMatchObject({
      status: "done",
      owner: peer.owner.id,
      results: filled,
    });
  });

  it("a stalled instance whose execution the peer released and re-ran answers with the peer's fill, not 'rejected'", async () => {
    const [stalled, peer] = await twoInstances();
    const key = "released-and-rerun";
    const outcome = await stalled.ledger.once(request(key), account, async () => {
      // While the stalled instance's orders are on their way, the peer finds the execution orphaned, sees
      // nothing of it on the exchange, releases it and runs it again: its orders fill.
      const orphan = await peer.stores.executions.byKey(key);
      if (!orphan) throw new Error("the stalled instance's claim is missing");
      expect(await peer.stores.executions.adopt(orphan.id, stalled.owner.id)).toBe(true);
      await peer.stores.executions.release(orphan.id);
      const rerun = await peer.ledger.once(request(key), account, async () => filled);
      expect(rerun).toMatchObject({ data: filled, replayed: false });
      return refused;
    });
    expect(outcome).toMatchObject({ data: filled, replayed: true });
    expect(await stalled.stores.executions.byKey(key)).toMatchObject({ status: "done", results: filled });
    // Told once, by the instance that recorded it.
    expect(peer.told).toEqual([filled]);
    expect(stalled.told).toEqual([]);
  });

  it("a stalled instance never overwrites the outcome a peer recovered and recorded under the same execution", async () => {
    const [stalled, peer] = await twoInstances();
    const key = "recovered-by-peer";
    const outcome = await stalled.ledger.once(request(key), account, async () => {
      const orphan = await peer.stores.executions.byKey(key);
      if (!orphan) throw new Error("the stalled instance's claim is missing");
      expect(await peer.stores.executions.adopt(orphan.id, stalled.owner.id)).toBe(true);
      expect(await peer.stores.executions.complete(orphan.id, filled)).toBe(true);
      return refused;
    });
    expect(outcome).toMatchObject({ data: filled, replayed: true });
    expect(await stalled.stores.executions.byKey(key)).toMatchObject({ status: "done", results: filled });
    expect(stalled.told).toEqual([]);
  });

  it("a stalled instance whose execution a peer holds and has not finished answers 'in progress' and records nothing", async () => {
    const [stalled, peer] = await twoInstances();
    const key = "held-by-peer";
    const answer = stalled.ledger.once(request(key), account, async () => {
      const orphan = await peer.stores.executions.byKey(key);
      if (!orphan) throw new Error("the stalled instance's claim is missing");
      expect(await peer.stores.executions.adopt(orphan.id, stalled.owner.id)).toBe(true);
      return refused;
    });
    await expect(answer).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === "EXECUTION_IN_PROGRESS",
    );
    expect(await stalled.stores.executions.byKey(key)).toMatchObject({
      status: "pending",
      owner: peer.owner.id,
      results: null,
    });
  });
});
