import type { AutoTradingSchedule } from "@app/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  autoTradingRunsQueryOptions,
  autoTradingScheduleQueryOptions,
  queryKeys,
  saveAutoTradingScheduleMutationOptions,
} from "../../api/queries.ts";
import { useSettings } from "../../settings/settings-store.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { appConfigQueryOptions } from "../ai-setup/agent/agent-queries.ts";
import { type AutoTradingPlace, useAutoTradingPlace } from "./auto-trading-place-store.ts";
import { intervalSave, moveLoop, readFailure, serverStartRequest } from "./server-auto-trading.ts";
import { requestFromSchedule } from "./server-schedule.ts";

/** How long a typed interval rests before the server's running schedule takes it. */
const INTERVAL_SAVE_DELAY_MS = 800;

/**
 * The server-side loop as the panel shows and drives it (issue 10 item 5): where the loop runs and the move
 * between this browser and the server, the server's schedule and runs (polled while the server is the
 * place), a signed-out session and its sign-in, and Start / Stop on the server.
 */
export function useServerAutoTrading() {
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  const place = useAutoTradingPlace((state) => state.place);
  const watched = place === "server" ? address : undefined;
  const schedule = useQuery(autoTradingScheduleQueryOptions(watched));
  const runs = useQuery(autoTradingRunsQueryOptions(watched));
  const signIn = useServerSignIn();
  const queryClient = useQueryClient();
  const interval = useSettings((state) => state.tradingInterval);
  // A server without an API wallet cannot trade for anyone: its side of the switch is not offered.
  const { data: appConfig } = useQuery(appConfigQueryOptions());

  const show = (saved: AutoTradingSchedule | null, owner: string) => {
    queryClient.setQueryData(queryKeys.autoTradingSchedule(owner), saved);
    void queryClient.invalidateQueries({ queryKey: queryKeys.autoTradingRuns(owner) });
  };
  const save = useMutation({
    ...saveAutoTradingScheduleMutationOptions(signIn),
    onSuccess: (saved, request) => show(saved, request.userAddress),
  });
  const move = useMutation({
    mutationKey: ["auto-trading", "move"],
    mutationFn: ({ owner, target }: { owner: string; target: AutoTradingPlace }) =>
      moveLoop(owner, target, signIn),
    onSuccess: (saved, { owner }) => show(saved, owner),
  });
  const session = useMutation({
    mutationKey: ["auto-trading", "sign-in"],
    mutationFn: signIn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.autoTrading }),
  });

  const current = schedule.data;
  // A schedule saved elsewhere (another device) brings its interval into the panel; polls do not (same save).
  const savedAt = current?.enabled ? current.updatedAt : null;
  const savedInterval = current?.intervalMinutes;
  useEffect(() => {
    if (savedAt !== null && savedInterval !== undefined) {
      useSettings.getState().setTradingInterval(savedInterval);
    }
  }, [savedAt, savedInterval]);

  // A new valid interval reaches the server's running schedule once the typing rests.
  const { mutate, isPending: saving } = save;
  const refusedInterval = save.isError ? save.variables?.intervalMinutes : undefined;
  useEffect(() => {
    const request = intervalSave(current, interval, { saving, refusedInterval });
    if (!request) return;
    const timer = setTimeout(() => mutate(request), INTERVAL_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, interval, mutate, saving, refusedInterval]);

  const { signedOut, failure } = readFailure([schedule.error, runs.error]);
  return {
    place,
    onServer: place === "server",
    /** Moves the loop (a running one goes on at the new place; the other place's loop is off first or after). */
    moveTo: (target: AutoTradingPlace) => {
      if (!address || target === place || move.isPending) return;
      move.reset();
      move.mutate({ owner: address, target });
    },
    moving: move.isPending,
    /** The server has no wallet for server mode, so the loop cannot run there. */
    serverUnavailable: appConfig?.serverMode.available === false,
    moveError: move.error,
    schedule: current ?? null,
    runs: runs.data,
    loading: watched !== undefined && !signedOut && (schedule.isPending || runs.isPending),
    signedOut,
    signIn: () => session.mutate(),
    signingIn: session.isPending,
    signInError: session.error,
    loadError: failure,
    retry: () => void queryClient.invalidateQueries({ queryKey: queryKeys.autoTrading }),
    /** Starts the loop on the server with the interval and the choices made in AI Trading now. */
    start: (intervalMinutes: number) => {
      if (!address || save.isPending) return;
      save.mutate(serverStartRequest(address, intervalMinutes));
    },
    stop: () => {
      if (current && !save.isPending) save.mutate(requestFromSchedule(current, { enabled: false }));
    },
    saving: save.isPending,
    saveError: save.error,
  };
}
