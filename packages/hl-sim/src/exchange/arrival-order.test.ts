import { describe, expect, it } from "vitest";
import { ArrivalOrder } from "./arrival-order.ts";

describe("ArrivalOrder", () => {
  it("commits in arrival order whatever order the requests become ready in", async () => {
    const order = new ArrivalOrder();
    const committed: number[] = [];
    const turns = [0, 1, 2, 3].map(() => order.arrive());
    const answers = [
      turns[2]?.(() => committed.push(2)),
      turns[1]?.(() => committed.push(1)),
      turns[3]?.(() => committed.push(3)),
    ];
    // Nothing before the first arrival has committed.
    expect(committed).toEqual([]);
    answers.push(turns[0]?.(() => committed.push(0)));
    // The first one and the three ready behind it, in one go.
    expect(committed).toEqual([0, 1, 2, 3]);
    expect(await Promise.all(answers)).toEqual([3, 2, 4, 1]);
  });

  it("runs a commit at once when nothing earlier is waiting", async () => {
    const order = new ArrivalOrder();
    let ran = false;
    const answer = order.arrive()(() => {
      ran = true;
      return "ok";
    });
    expect(ran).toBe(true);
    expect(await answer).toBe("ok");
  });

  it("a commit that throws rejects its own answer only and lets the next ones run", async () => {
    const order = new ArrivalOrder();
    const first = order.arrive();
    const second = order.arrive();
    const later = second(() => "second");
    const failed = first(() => {
      throw new Error("bug");
    });
    await expect(failed).rejects.toThrow("bug");
    expect(await later).toBe("second");
    expect(await order.arrive()(() => "third")).toBe("third");
  });
});
