import { recoverActionSigner, type SignedL1Action } from "@app/core/signing/recover-signer";
import { testWallet } from "@app/hl-sim/testing";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import { afterAll, describe, expect, it } from "vitest";
import { createHlSim } from "../sim.ts";
import { RecoveryThread } from "./recovery-thread.ts";

const alice = testWallet("alice");
const NOW = 1_763_600_000_000;

async function signedNoop(nonce: number): Promise<SignedL1Action> {
  const action = { type: "noop" };
  const signature = await signL1Action({ wallet: alice, action, nonce, isTestnet: true });
  return { action, nonce, signature, isTestnet: true };
}

describe("recovery thread", () => {
  const thread = new RecoveryThread();
  afterAll(() => thread.close());

  it("recovers exactly what the main thread recovers, tampered and broken signatures included", async () => {
    const signed = await Promise.all([1, 2, 3].map((i) => signedNoop(NOW + i)));
    const cases: SignedL1Action[] = [
      ...signed,
      // Another nonce than the one signed: some unrelated address.
      { ...(signed[0] as SignedL1Action), nonce: NOW + 99 },
      // v that names no recovery id: nothing to recover.
      { ...(signed[1] as SignedL1Action), signature: { ...(signed[1] as SignedL1Action).signature, v: 30 } },
    ];
    const here = await Promise.all(cases.map((c) => recoverActionSigner(c)));
    const there = await Promise.all(cases.map((c) => thread.recover(c)));
    expect(there).toEqual(here);
    expect(there.slice(0, 3).map((r) => r?.signer)).toEqual(Array(3).fill(alice.address.toLowerCase()));
    expect(there[3]?.signer).not.toBe(alice.address.toLowerCase());
    expect(there[4]).toBeNull();
    expect(thread.pending).toBe(0);
  });

  it("recovers on the main thread once closed", async () => {
    const closed = new RecoveryThread();
    closed.close();
    const signed = await signedNoop(NOW + 7);
    expect((await closed.recover(signed))?.signer).toBe(alice.address.toLowerCase());
  });
});

describe("concurrent requests with the recovery thread", () => {
  it("take effect in the order they arrived: a cancel sent right after its order finds it", async () => {
    const sim = createHlSim({ now: () => NOW, seed: 3 });
    try {
      const user = alice.address.toLowerCase();
      await sim.handle("/info", JSON.stringify({ type: "clearinghouseState", user }));
      const mids = JSON.parse((await sim.handle("/info", '{"type":"allMids"}')).body) as Record<
        string,
        string
      >;
      // A buy far under the market rests; the cancel by cloid right behind it must find it.
      const bodies: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const cloid = `0x${(i + 1).toString(16).padStart(32, "0")}` as const;
        const place = {
          type: "order",
          orders: [
            {
              a: 0,
              b: true,
              p: String(Math.round(Number(mids.BTC) * 0.5)),
              s: "0.001",
              r: false,
              t: { limit: { tif: "Gtc" } },
              c: cloid,
            },
          ],
          grouping: "na",
        };
        const cancel = { type: "cancelByCloid", cancels: [{ asset: 0, cloid }] };
        for (const [offset, action] of [
          [0, place],
          [1, cancel],
        ] as const) {
          const nonce = NOW - 1000 + 2 * i + offset;
          const signature = await signL1Action({ wallet: alice, action, nonce, isTestnet: true });
          bodies.push(JSON.stringify({ action, nonce, signature }));
        }
      }
      const answers = await Promise.all(bodies.map((body) => sim.handle("/exchange", body)));
      for (const [i, answer] of answers.entries()) {
        const parsed = JSON.parse(answer.body) as {
          status: string;
          response: { data: { statuses: unknown[] } };
        };
        expect(parsed.status).toBe("ok");
        expect(parsed.response.data.statuses[0]).toEqual(
          i % 2 === 0 ? { resting: expect.any(Object) } : "success",
        );
      }
      const open = JSON.parse((await sim.handle("/info", JSON.stringify({ type: "openOrders", user }))).body);
      expect(open).toEqual([]);
    } finally {
      sim.close();
    }
  });
});
