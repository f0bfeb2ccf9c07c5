import {
  type AgentExitPorts,
  agentExitView,
  type SignedAction,
  type StopModifyAction,
  toExchangeCoin,
} from "@app/core";
import { averageTrueRange } from "@app/core/exits/average-true-range";
import { HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import type { PrivateKeyAccount } from "viem/accounts";
import { fetchExits, syncBrowserExit } from "../../api/exits.ts";
import { signAgentAction } from "../../wallet/agent/agent-trading.ts";

const HOUR_MS = 3_600_000;
/** Hourly candles read for an ATR trail: four periods of 14, so Wilder's average settles. */
const ATR_CANDLES = 60;

/** What the browser's exit manager is wired to: the wallet, its agent, the exchange and a clock. */
export interface AgentExitWiring {
  readonly address: `0x${string}`;
  readonly agentAddress: `0x${string}`;
  /** The exchange's HTTP API as `GET /api/config` names it (the local exchange's mount, or testnet). */
  readonly exchangeUrl: string;
  /** The agent key as a signer (opened with the session's unlock secret). */
  signer(): Promise<PrivateKeyAccount>;
  now(): number;
}

/**
 * The ports of core's {@link AgentExitPorts} in this browser: the managed stops from the server, the exchange read
 * straight from its API (positions, open orders, marks, candles), the agent key signing here, and the server's
 * check and record of each look or move.
 */
export function agentExitPorts(wiring: AgentExitWiring): AgentExitPorts {
  const info = new InfoClient({
    transport: new HttpTransport({ isTestnet: true, apiUrl: wiring.exchangeUrl }),
  });
  const user = wiring.address;
  return {
    async list() {
      return (await fetchExits(user)).exits;
    },
    async look() {
      const [meta, state, open] = await Promise.all([
        info.metaAndAssetCtxs(),
        info.clearinghouseState({ user }),
        info.frontendOpenOrders({ user }),
      ]);
      return agentExitView(meta, state, open);
    },
    async atr(coin) {
      const endTime = wiring.now();
      const rows = await info.candleSnapshot({
        coin: toExchangeCoin(coin),
        interval: "1h",
        startTime: endTime - HOUR_MS * ATR_CANDLES,
        endTime,
      });
      const candles = rows.map((row) => ({
        time: row.t,
        high: Number(row.h),
        low: Number(row.l),
        close: Number(row.c),
      }));
      return averageTrueRange(candles, endTime + 1);
    },
    async sign(action: StopModifyAction): Promise<SignedAction> {
      return signAgentAction(await wiring.signer(), { ...action }, wiring.now);
    },
    async sync(coin, move) {
      await syncBrowserExit({
        userAddress: user,
        coin,
        ...(move ? { agentAddress: wiring.agentAddress, move } : {}),
      });
    },
  };
}
