import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  findSessionForKeptRunFailures,
  sendKeptRunFailures,
} from "../features/auto-trading/send-kept-run-failures.ts";
import { useNotifications } from "../notifications/notifications-store.ts";
import { useSession } from "../wallet/session-store.ts";
import { useWallet } from "../wallet/use-wallet.ts";
import { refreshAfterSignIn } from "./after-sign-in.ts";

/**
 * Follows the page's server session from the shell: after each sign-in, the queries refused for want of one ask
 * again ({@link refreshAfterSignIn}) and the failed runs kept while signed out go to the wallet's channels.
 */
export function useFollowSession(): void {
  const queryClient = useQueryClient();
  const signIns = useSession((state) => state.signIns);
  const session = useSession((state) => state.address);
  const wallet = useWallet();
  const connected = wallet.status === "connected" ? wallet.address : undefined;
  const notify = useNotifications((state) => state.push);
  useEffect(() => {
    if (signIns === 0 || !session) return;
    void refreshAfterSignIn(queryClient);
    void sendKeptRunFailures(session).then((count) => {
      if (count > 0) notify("run-failures-sent", { count });
    });
  }, [signIns, session, queryClient, notify]);
  useEffect(() => {
    if (connected) void findSessionForKeptRunFailures(connected);
  }, [connected]);
}
