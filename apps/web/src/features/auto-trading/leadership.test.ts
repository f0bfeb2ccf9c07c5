import { describe, expect, it } from "vitest";
import { fakeLocks } from "../../../test/fake-locks.ts";
import { requestLeadership } from "./leadership.ts";

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe("requestLeadership", () => {
  it("lets one tab lead and hands the lead to the next when it lets go", async () => {
    const locks = fakeLocks();
    const led: string[] = [];
    const releaseA = requestLeadership("loop", () => led.push("a"), locks);
    requestLeadership("loop", () => led.push("b"), locks);
    await flush();
    expect(led).toEqual(["a"]);
    releaseA();
    await flush();
    expect(led).toEqual(["a", "b"]);
  });

  it("a tab that stops waiting never leads", async () => {
    const locks = fakeLocks();
    const led: string[] = [];
    const releaseA = requestLeadership("loop", () => led.push("a"), locks);
    const releaseB = requestLeadership("loop", () => led.push("b"), locks);
    releaseB();
    releaseA();
    await flush();
    expect(led).toEqual(["a"]);
  });

  it("leads at once without Web Locks", () => {
    const led: string[] = [];
    requestLeadership("loop", () => led.push("only"), undefined);
    expect(led).toEqual(["only"]);
  });
});
