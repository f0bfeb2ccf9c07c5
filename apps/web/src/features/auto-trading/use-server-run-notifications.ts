import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { autoTradingRunsQueryOptions, queryKeys } from "../../api/queries.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { useAutoTradingPlace } from "./auto-trading-place-store.ts";
import { newlyFinishedRuns, type SeenRuns } from "./server-schedule.ts";

/**
 * Brings the server's runs to the bell while the server is where the loop runs: the runs are polled and each
 * run that finished since the last look is announced as the browser loop announces its own, and the
 * account is refreshed as after a browser run.
 */
export function useServerRunNotifications(): void {
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  const onServer = useAutoTradingPlace((state) => state.place === "server");
  const watched = onServer ? address : undefined;
  const { data: runs } = useQuery(autoTradingRunsQueryOptions(watched));
  const notify = useNotifications((state) => state.push);
  const queryClient = useQueryClient();
  const seen = useRef<{ owner: string; runs: SeenRuns } | null>(null);

  useEffect(() => {
    if (!watched || !runs) return;
    const known = seen.current?.owner === watched ? seen.current.runs : null;
    const { seen: next, finished } = newlyFinishedRuns(known, runs);
    seen.current = { owner: watched, runs: next };
    for (const { record } of finished) {
      if (!record) continue;
      if (record.status === "success") {
        notify("auto-trading-done", {
          executed: record.execution?.executed ?? 0,
          total: record.execution?.total ?? 0,
        });
      } else {
        notify("auto-trading-failed", { error: record.error ?? "" });
      }
    }
    if (finished.length > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.account });
  }, [watched, runs, notify, queryClient]);
}
