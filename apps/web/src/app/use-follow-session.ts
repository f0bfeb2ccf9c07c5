import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../wallet/session-store.ts";
import { refreshAfterSignIn } from "./after-sign-in.ts";

/** Follows the page's server session from the shell: after each sign-in, see {@link refreshAfterSignIn}. */
export function useFollowSession(): void {
  const queryClient = useQueryClient();
  const signIns = useSession((state) => state.signIns);
  useEffect(() => {
    if (signIns > 0) void refreshAfterSignIn(queryClient);
  }, [signIns, queryClient]);
}
