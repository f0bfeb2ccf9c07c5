import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startCli } from "@app/hl-sim/cli-process";
import { mountSmallDisk } from "@app/hl-sim/small-disk";
import { testWallet } from "@app/hl-sim/testing";
import { ExchangeClient, HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, describe, expect, it } from "vitest";

// A real full disk: the exchange's data folder on a 64 KiB tmpfs, a 24 KiB ballast file in it.
// CI runs as root and must run this; elsewhere (no permission to mount) it is skipped, and the
// injected-fault test (fail-closed.sdk.test.ts) still covers the logic.
const disk = mountSmallDisk(64);
const mounted = "dir" in disk ? disk : undefined;
if (!mounted && process.env.CI)
  throw new Error(`CI must run the disk-full test: ${"unavailable" in disk ? disk.unavailable : ""}`);
afterAll(() => mounted?.unmount());

const alice = testWallet("alice");

interface Exchange {
  readonly child: ChildProcessWithoutNullStreams;
  readonly info: InfoClient;
  readonly client: ExchangeClient;
}

/** Starts the exchange's command line on the small disk and waits for its URL. */
async function start(dataDir: string): Promise<Exchange> {
  const { child, url } = await startCli(["--port", "0", "--seed", "5", "--data-dir", dataDir]);
  const transport = new HttpTransport({ isTestnet: true, apiUrl: url, timeout: 20_000 });
  return {
    child,
    info: new InfoClient({ transport }),
    client: new ExchangeClient({ transport, wallet: alice }),
  };
}

function kill9(exchange: Exchange): Promise<void> {
  return new Promise((resolve) => {
    exchange.child.once("exit", () => resolve());
    exchange.child.kill("SIGKILL");
  });
}

const cloid = (i: number): `0x${string}` => `0x${i.toString(16).padStart(32, "0")}`;
type Told = "ok" | "refused" | "unknown";
type Cloid = `0x${string}`;

/** Sends resting buys `from`…`to - 1` at once and notes what each client was told. */
async function sendBatch(exchange: Exchange, mid: number, from: number, to: number, told: Map<Cloid, Told>) {
  const price = formatPrice(mid * 0.8, 4);
  await Promise.all(
    Array.from({ length: to - from }, async (_, k) => {
      const id = cloid(from + k);
      try {
        const reply = await exchange.client.order({
          orders: [{ a: 1, b: true, p: price, s: "0.01", r: false, t: { limit: { tif: "Gtc" } }, c: id }],
          grouping: "na",
        });
        const status = reply.response.data.statuses[0];
        told.set(id, typeof status === "object" && "resting" in status ? "ok" : "refused");
      } catch (error) {
        // The exchange's refusal names the journal; a dropped connection (the kill) leaves it unknown.
        told.set(id, /could not write its journal/.test(String(error)) ? "refused" : "unknown");
      }
    }),
  );
}

/** The book agrees with every client: each order told ok rests, none told refused does. */
async function expectAgreement(exchange: Exchange, told: Map<Cloid, Told>): Promise<void> {
  const resting = new Set<string>(
    (await exchange.info.frontendOpenOrders({ user: alice.address })).map((o) => o.cloid ?? ""),
  );
  for (const [id, answer] of told) {
    if (answer === "ok") expect(resting.has(id), `${id} was told ok`).toBe(true);
    if (answer === "refused") expect(resting.has(id), `${id} was told refused`).toBe(false);
  }
}

describe.skipIf(!mounted)("a full disk under the exchange's data folder (real tmpfs)", () => {
  it("refuses what it cannot record, keeps what it acknowledged, restarts after kill -9 and agrees with its clients", async () => {
    if (!mounted) return;
    const dataDir = path.join(mounted.dir, "exchange");
    const ballast = path.join(mounted.dir, "ballast");
    writeFileSync(ballast, Buffer.alloc(24 * 1024));
    const told = new Map<Cloid, Told>();
    let exchange = await start(dataDir);
    await exchange.info.clearinghouseState({ user: alice.address });
    const mid = Number((await exchange.info.allMids()).ETH);
    let next = 0;
    // Fill the disk: batches of 16 until refusals come back.
    while (![...told.values()].includes("refused") && next < 2_000) {
      await sendBatch(exchange, mid, next, next + 16, told);
      next += 16;
    }
    const count = (answer: Told) => [...told.values()].filter((value) => value === answer).length;
    expect(count("refused")).toBeGreaterThan(0);
    expect(count("ok")).toBeGreaterThan(10);
    // Orders after the fill are refused too, and nothing told refused rests.
    await sendBatch(exchange, mid, next, next + 8, told);
    next += 8;
    await expectAgreement(exchange, told);

    // kill -9 with a batch in flight, on the full disk: it starts again and agrees with what it said.
    const inFlight = sendBatch(exchange, mid, next, next + 8, told);
    next += 8;
    await kill9(exchange);
    await inFlight;
    exchange = await start(dataDir);
    await expectAgreement(exchange, told);

    // Room again: actions are taken once the folder takes writes, and are kept.
    rmSync(ballast);
    for (let tries = 0; tries < 100 && told.get(cloid(next - 1)) !== "ok"; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sendBatch(exchange, mid, next, next + 1, told);
      next += 1;
    }
    expect(told.get(cloid(next - 1))).toBe("ok");
    await sendBatch(exchange, mid, next, next + 8, told);
    next += 8;
    expect(count("refused") + count("unknown") + count("ok")).toBe(next);
    await expectAgreement(exchange, told);
    await kill9(exchange);
  }, 120_000);
});
