import type { AutoTradingSchedule } from "@app/core";
import { DEFAULT_APP_SETTINGS } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import type { AutoTradingPlace } from "./auto-trading-place-store.ts";
import { type MoveDeps, moveToBrowser, moveToServer } from "./move-auto-trading.ts";

const address = "0x1111111111111111111111111111111111111111" as const;
const config = { ...DEFAULT_APP_SETTINGS.autoTradingConfig, selectedCoins: ["SOL" as const] };
const schedule = (enabled: boolean, nextRunAt: number | null): AutoTradingSchedule => ({
  address,
  enabled,
  intervalMinutes: 7,
  nextRunAt,
  settings: {
    coins: ["BTC"],
    dataSources: {},
    riskPreference: "balanced",
    language: "en",
    initialBalance: 50,
  },
  updatedAt: 1,
});

/** The moves' surroundings, recording what happens in order. */
function world(options: {
  browserOn: boolean;
  stored?: AutoTradingSchedule | null;
  failAt?: "signIn" | "save";
  place?: AutoTradingPlace;
}) {
  const events: string[] = [];
  let place: AutoTradingPlace = options.place ?? "browser";
  const saved: unknown[] = [];
  const fail = (step: "signIn" | "save") => {
    if (options.failAt === step) throw new Error(`${step} refused`);
  };
  const deps: MoveDeps = {
    address,
    signIn: vi.fn(async () => {
      events.push("signIn");
      fail("signIn");
    }),
    fetchSchedule: async () => options.stored ?? null,
    saveSchedule: vi.fn(async (request) => {
      events.push(`save:${request.enabled}`);
      fail("save");
      saved.push(request);
      return schedule(request.enabled, request.enabled ? 1_000 : null);
    }),
    browser: {
      enabled: options.browserOn,
      choices: { address, intervalMinutes: 3, config, language: "zh", tradeAmount: "40" },
      start: vi.fn((start) => events.push(`browser:start@${start.nextRunAt}/${start.intervalMinutes}`)),
      stop: vi.fn(() => events.push("browser:stop")),
    },
    setPlace: (next) => {
      place = next;
      events.push(`place:${next}`);
    },
    now: () => 500,
  };
  return { deps, events, saved, place: () => place };
}

describe("moving the loop to the server", () => {
  it("signs in, saves the running browser loop on the server with its choices and amount, then stops it here", async () => {
    const w = world({ browserOn: true });
    await moveToServer(w.deps);
    expect(w.events).toEqual(["signIn", "save:true", "browser:stop", "place:server"]);
    expect(w.saved[0]).toMatchObject({
      userAddress: address,
      intervalMinutes: 3,
      coins: ["SOL"],
      language: "zh",
      initialBalance: 40,
    });
  });

  it("only changes place when the browser loop is off", async () => {
    const w = world({ browserOn: false });
    await moveToServer(w.deps);
    expect(w.events).toEqual(["signIn", "place:server"]);
  });

  it("leaves the browser loop running and the place unchanged when the sign-in or the save fails", async () => {
    for (const failAt of ["signIn", "save"] as const) {
      const w = world({ browserOn: true, failAt });
      await expect(moveToServer(w.deps)).rejects.toThrow(`${failAt} refused`);
      expect(w.events).not.toContain("browser:stop");
      expect(w.place()).toBe("browser");
    }
  });
});

describe("moving the loop back to this browser", () => {
  it("switches the server's schedule off first, then goes on here at the server's next slot and interval", async () => {
    const w = world({ browserOn: false, stored: schedule(true, 9_000) });
    await moveToBrowser(w.deps, "local");
    expect(w.events).toEqual(["signIn", "save:false", "browser:start@9000/7", "place:browser"]);
    expect(w.saved[0]).toMatchObject({ enabled: false, coins: ["BTC"], initialBalance: 50 });
  });

  it("starts nothing here when the server's loop was off, and never starts here when the server refused to stop", async () => {
    const off = world({ browserOn: false, stored: schedule(false, null) });
    await moveToBrowser(off.deps, "local");
    expect(off.events).toEqual(["signIn", "place:browser"]);
    const refused = world({
      browserOn: false,
      stored: schedule(true, 9_000),
      failAt: "save",
      place: "server",
    });
    await expect(moveToBrowser(refused.deps, "local")).rejects.toThrow("save refused");
    expect(refused.events).toEqual(["signIn", "save:false"]);
    expect(refused.place()).toBe("server");
  });
});
