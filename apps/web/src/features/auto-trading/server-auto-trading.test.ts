import type { AutoTradingSchedule } from "@app/core";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { useSettings } from "../../settings/settings-store.ts";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { intervalSave, readFailure, serverStartRequest } from "./server-auto-trading.ts";

const address = "0x2222222222222222222222222222222222222222";
const schedule = (enabled: boolean, intervalMinutes: number): AutoTradingSchedule => ({
  address,
  enabled,
  intervalMinutes,
  nextRunAt: enabled ? 1_000 : null,
  settings: {
    coins: ["ETH"],
    dataSources: {},
    riskPreference: "aggressive",
    language: "zh",
    initialBalance: 250,
  },
  updatedAt: 1,
});
const idle = { saving: false, refusedInterval: undefined };

describe("intervalSave", () => {
  it("sends a new interval to a running schedule, keeping what it runs with", () => {
    expect(intervalSave(schedule(true, 5), 15, idle)).toEqual({
      userAddress: address,
      enabled: true,
      intervalMinutes: 15,
      coins: ["ETH"],
      dataSources: {},
      riskPreference: "aggressive",
      language: "zh",
      initialBalance: 250,
    });
  });

  it("sends nothing to a stopped or unread schedule, nor the interval it already has", () => {
    expect(intervalSave(schedule(false, 5), 15, idle)).toBeNull();
    expect(intervalSave(undefined, 15, idle)).toBeNull();
    expect(intervalSave(schedule(true, 15), 15, idle)).toBeNull();
  });

  it("waits for a save going on, and does not resend an interval the server refused until it changes", () => {
    expect(intervalSave(schedule(true, 5), 15, { saving: true, refusedInterval: undefined })).toBeNull();
    expect(intervalSave(schedule(true, 5), 15, { saving: false, refusedInterval: 15 })).toBeNull();
    expect(intervalSave(schedule(true, 5), 20, { saving: false, refusedInterval: 15 })?.intervalMinutes).toBe(
      20,
    );
  });
});

describe("readFailure", () => {
  const signedOut = new ApiError({ success: false, errorCode: "SIGN_IN_REQUIRED", error: "Sign in" }, 401);
  const down = new ApiError({ success: false, errorCode: "NETWORK_ERROR", error: "down" }, null, {
    kind: "network",
  });

  it("tells a signed-out session apart from a failed read", () => {
    expect(readFailure([signedOut, null])).toEqual({ signedOut: true, failure: null });
    expect(readFailure([null, down])).toEqual({ signedOut: false, failure: down });
    expect(readFailure([signedOut, down])).toEqual({ signedOut: true, failure: down });
    expect(readFailure([null, null])).toEqual({ signedOut: false, failure: null });
  });
});

describe("serverStartRequest", () => {
  // The web tests share one module graph (isolate: false): later files must meet the stores as they start.
  afterEach(() => {
    usePanelPreferences.setState(usePanelPreferences.getInitialState(), true);
    useSettings.setState(useSettings.getInitialState(), true);
  });

  it("starts with the trading panel's choices now and keeps them as the browser's settings too", () => {
    usePanelPreferences.getState().setTradeAmount("300");
    useSettings.getState().setTradingInterval(5);
    const request = serverStartRequest(address, 12);
    expect(request).toMatchObject({ userAddress: address, enabled: true, intervalMinutes: 12 });
    expect(request.coins).toEqual([...usePanelPreferences.getState().coins]);
    expect(request.initialBalance).toBe(300);
    expect(useSettings.getState().tradingInterval).toBe(12);
    expect(useSettings.getState().autoTradingConfig.selectedCoins).toEqual(request.coins);
  });
});
