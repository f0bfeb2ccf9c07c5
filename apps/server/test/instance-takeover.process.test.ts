import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import type { AutoTradingServerRun } from "@app/core";
import { createHlSim, type HlSim, type HlSimServer, listenHlSim } from "@app/hl-sim";
import pg from "pg";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { nodeTestFlags } from "../../../scripts/node-test-flags.ts";
import { autoTradingKey } from "../src/auto-trading/auto-trading-loop.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-databases.ts";
import { signIn, type TestAnswer } from "./support/test-server.ts";
import { until } from "./support/until.ts";

const serverKey = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const serverWallet = privateKeyToAccount(serverKey);
const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const bob = privateKeyToAccount("0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba");
const postgresUrl = inject("postgresUrl");
if (!postgresUrl) console.warn(`instance takeover test not run: ${inject("postgresMissing")}`);

/**
 * Starting a server in a process of its own (Node loading every module, then migrating) is what takes the
 * time here: seconds alone, close to a minute each on a loaded machine.
 */
const SPAWNING_MS = 240_000;

/** The advisory lock the hold trigger waits for: held by the test, an execution's record waits. */
const HOLD = 31_031;

/** An instance in its own process, reached over HTTP. */
interface Instance {
  readonly child: ChildProcess;
  readonly url: string;
  readonly instanceId: string;
  get(url: string, headers?: Record<string, string>): Promise<TestAnswer>;
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<TestAnswer>;
}

async function call(base: string, url: string, init: RequestInit): Promise<TestAnswer> {
  const answer = await fetch(`${base}${url}`, init);
  const text = await answer.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the assertion shows the text.
  }
  return { status: answer.status, body, headers: answer.headers };
}

/** Every instance process started, for the clean-up to kill whatever is left (one that never listened too). */
const spawned: ChildProcess[] = [];

/** Starts `test/support/instance-process.ts` with `environment`; resolves once it listens. */
async function spawnInstance(environment: Record<string, string>, dataDir: string): Promise<Instance> {
  const script = path.join(import.meta.dirname, "support/instance-process.ts");
  // With the Vitest workers' flags: the drizzle-orm hook saves each instance ~1 s of CPU loading the server.
  const child = spawn(process.execPath, [...nodeTestFlags, script], {
    cwd: path.join(import.meta.dirname, ".."),
    env: { ...process.env, ...environment, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  spawned.push(child);
  const started = await new Promise<{ url: string; instanceId: string }>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`instance exited with ${code} before listening`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once("line", (line) => resolve(JSON.parse(line) as { url: string; instanceId: string }));
  });
  return {
    child,
    ...started,
    get: (url, headers = {}) => call(started.url, url, { headers }),
    post: (url, body, headers = {}) =>
      call(started.url, url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
  };
}

/** Kills an instance at once (no shutdown of any kind) and waits for the process to be gone. */
async function sigkill(instance: Instance): Promise<void> {
  const exited = new Promise((resolve) => instance.child.once("exit", resolve));
  instance.child.kill("SIGKILL");
  await exited;
}

describe.runIf(postgresUrl)(
  "a live instance SIGKILLed between sending orders and recording them (PostgreSQL)",
  () => {
    let place: TestDatabase;
    let sim: HlSim;
    let exchange: HlSimServer;
    let sql: pg.Client;
    let environment: Record<string, string>;
    const instances: Instance[] = [];

    /** The test holds the lock: every execution's record (pending → done) waits in the trigger. */
    const holdRecords = () => sql.query("select pg_advisory_lock($1)", [HOLD]);
    /** The backends of instances waiting in the trigger, i.e. between sending orders and recording them. */
    const heldBackends = async () =>
      (
        await sql.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'",
        )
      ).rows.map((row) => row.pid);
    /** After the kill: the dead instance's held statement is ended (so it cannot land), the lock let go. */
    const releaseRecords = async () => {
      for (const pid of await heldBackends()) await sql.query("select pg_terminate_backend($1)", [pid]);
      await sql.query("select pg_advisory_unlock($1)", [HOLD]);
    };
    const executionRows = async () =>
      (
        await sql.query<{ idempotency_key: string; status: string; results: unknown }>(
          "select * from executions",
        )
      ).rows;
    const positions = async (user: string) =>
      (
        (await fetch(`${exchange.url}/info`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ type: "clearinghouseState", user }),
        }).then((answer) => answer.json())) as {
          assetPositions: { position: { coin: string; szi: string } }[];
        }
      ).assetPositions.map((entry) => [entry.position.coin, Number(entry.position.szi)]);
    /** A stop 10 % under the coin's mid: within the planner's bounds for a long. */
    const stopUnderMid = async (coin: string) => {
      const mids = (await fetch(`${exchange.url}/info`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ type: "allMids" }),
      }).then((answer) => answer.json())) as Record<string, string>;
      return Math.round(Number(mids[coin]) * 0.9);
    };
    const triggers = async (user: string) =>
      (
        (await fetch(`${exchange.url}/info`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ type: "frontendOpenOrders", user }),
        }).then((answer) => answer.json())) as { coin: string; isTrigger: boolean; orderType: string }[]
      )
        .filter((order) => order.isTrigger)
        .map((order) => `${order.coin} ${order.orderType}`)
        .sort();

    beforeAll(async () => {
      place = await createTestDatabase(postgresUrl);
      sim = createHlSim({ seed: 1, operators: [serverWallet.address] });
      await sim.ready;
      exchange = await listenHlSim(sim, { port: 0 });
      environment = {
        DATABASE_URL: place.databaseUrl ?? "",
        HL_EXCHANGE_URL: `${exchange.url}/`,
        SERVER_WALLET_PRIVATE_KEY: serverKey,
      };
      // Migrated by the first instance's start; the trigger goes on the migrated table.
      instances.push(await spawnInstance(environment, path.join(place.dataDir, "a")));
      sql = new pg.Client({ connectionString: place.databaseUrl });
      await sql.connect();
      await sql.query(`
      create function hold_execution_record() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock(${HOLD}); return new; end $$;
      create trigger hold_execution_record before update on executions for each row
      when (old.status = 'pending' and new.status = 'done') execute function hold_execution_record();
    `);
      // Two more, started side by side: the survivor of the first case, and the third instance the second
      // case needs once the first case's victim is dead.
      instances.push(
        ...(await Promise.all(
          ["b", "c"].map((folder) => spawnInstance(environment, path.join(place.dataDir, folder))),
        )),
      );
    }, SPAWNING_MS);
    afterAll(async () => {
      for (const child of spawned) child.kill("SIGKILL");
      await sql?.end();
      await exchange?.close();
      sim?.close();
      await place?.drop();
    });

    it("a user's execute: the survivor finishes it from the exchange without any retry, stops included, nothing pending", async () => {
      const [victim, survivor] = instances as [Instance, Instance];
      const { cookie } = await signIn(victim, alice);
      await holdRecords();
      const order = {
        coin: "ETH",
        side: "BUY",
        quantity: 0.01,
        leverage: 5,
        stop_loss: await stopUnderMid("ETH"),
      };
      // The user's request never gets an answer: its instance dies while the record waits.
      const lost = victim
        .post(
          "/api/signing/execute-with-agent",
          { mode: "server", userAddress: alice.address, orders: [order] },
          { cookie, "idempotency-key": "killed-mid-execute" },
        )
        .catch((error: unknown) => error);
      await until(heldBackends, (pids) => pids.length > 0, "the victim's record to be held");
      await sigkill(victim);
      await releaseRecords();
      expect(await lost).toBeInstanceOf(Error);

      const key = `${alice.address.toLowerCase()}:key:killed-mid-execute`;
      const rows = await until(
        executionRows,
        (list) => list.find((row) => row.idempotency_key === key)?.status === "done",
        "the survivor's sweep to finish the execution",
      );
      expect(rows.filter((row) => row.status === "pending")).toEqual([]);
      // The true outcome: the order the victim sent, filled once, and its stop on the exchange.
      const results = (rows.find((row) => row.idempotency_key === key)?.results ?? {}) as {
        results: { success: boolean; filled?: { totalSz: number } }[];
      };
      expect(results.results.map((result) => [result.success, result.filled?.totalSz])).toEqual([
        [true, 0.01],
      ]);
      expect(await positions(alice.address)).toEqual([["ETH", 0.01]]);
      expect(await triggers(alice.address)).toEqual(["ETH Stop Market"]);
      // The survivor answers the user's later look at it with the same results (a retry is a replay).
      const { cookie: again } = await signIn(survivor, alice);
      const retried = await survivor.post(
        "/api/signing/execute-with-agent",
        { mode: "server", userAddress: alice.address, orders: [order] },
        { cookie: again, "idempotency-key": "killed-mid-execute" },
      );
      expect(retried.status).toBe(200);
      expect(await positions(alice.address)).toEqual([["ETH", 0.01]]);
    });

    it(
      "an auto-trading run: the instance that ran it dies, the survivor takes it over in seconds and records the true outcome",
      async () => {
        const live = instances.slice(1) as [Instance, Instance];
        const address = bob.address.toLowerCase();
        const slot = Date.now() - 1_000;
        const orders = [
          { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5, stop_loss: await stopUnderMid("ETH") },
          { coin: "SOL", side: "BUY", quantity: 1, leverage: 5 },
        ];
        await holdRecords();
        // A run with its analysis and orders stored (so the orders are known), free to claim: one of the two
        // live instances claims it, sends its orders, and waits in the trigger to record them.
        await sql.query(
          `insert into auto_trading_schedules (address, enabled, interval_minutes, next_run_at, settings, updated_at)
       values ($1, false, 60, null, $2, $3)`,
          [address, JSON.stringify({ coins: ["ETH", "SOL"], dataSources: {}, language: "en" }), slot],
        );
        await sql.query(
          `insert into auto_trading_runs (address, slot, status, started_at, lease_until, attempts, analysis, orders)
       values ($1, $2, 'running', $2, $3, 1, $4, $5)`,
          [
            address,
            slot,
            slot,
            JSON.stringify({
              strategy_overview: "stored",
              trading_decisions: [
                { coin: "ETH", action: "BUY", confidence: 70, reasoning: "stored" },
                { coin: "SOL", action: "BUY", confidence: 70, reasoning: "stored" },
              ],
            }),
            JSON.stringify(orders),
          ],
        );
        await until(heldBackends, (pids) => pids.length > 0, "the running instance's record to be held");
        const { rows: claimed } = await sql.query<{ owner: string; attempts: number }>(
          "select owner, attempts from auto_trading_runs where address = $1",
          [address],
        );
        const victim = live.find((instance) => instance.instanceId === claimed[0]?.owner);
        const survivor = live.find((instance) => instance !== victim);
        if (!victim || !survivor)
          throw new Error(`no live instance owns the run: ${JSON.stringify(claimed)}`);
        await sigkill(victim);
        await releaseRecords();

        const { cookie } = await signIn(survivor, bob);
        const [run] = await until(
          () =>
            survivor
              .get(`/api/auto-trading/runs?address=${bob.address}`, { cookie })
              .then((answer) => (answer.body as { data: { runs: AutoTradingServerRun[] } }).data.runs),
          (runs) => runs[0]?.status !== "running",
          "the survivor to finish the run",
        );
        // Taken over once, by the survivor; both orders were sent and filled, and recorded as such.
        expect(run).toMatchObject({ slot, status: "success", attempts: (claimed[0]?.attempts ?? 0) + 1 });
        expect(run?.record?.execution).toEqual({ executed: 2, failed: 0, total: 2 });
        const rows = await executionRows();
        expect(rows.filter((row) => row.status === "pending")).toEqual([]);
        expect(rows.find((row) => row.idempotency_key === autoTradingKey(address, slot))?.status).toBe(
          "done",
        );
        expect(await positions(bob.address)).toEqual([
          ["ETH", 0.01],
          ["SOL", 1],
        ]);
        expect(await triggers(bob.address)).toEqual(["ETH Stop Market"]);
      },
      SPAWNING_MS,
    );
  },
);
