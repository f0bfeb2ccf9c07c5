import { useAutoTradingHost } from "./use-auto-trading-host.ts";

/** Runs the auto-trading loop while it is on; renders nothing (the shell mounts it lazily). */
export function AutoTradingHost() {
  useAutoTradingHost();
  return null;
}
