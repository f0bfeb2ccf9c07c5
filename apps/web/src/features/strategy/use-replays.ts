import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isSignInRequired } from "../../api/queries.ts";
import { useNavigation } from "../../app/navigation-store.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import {
  changeReplayMutationOptions,
  replayKeys,
  replayListQueryOptions,
  replayRunQueryOptions,
  startReplayMutationOptions,
} from "./replay-queries.ts";

/**
 * The Strategy tab's replays of the connected wallet: the list, the shown run, start, cancel and resume.
 * The server answers only for the address signed in with the session (product rules §6): start, cancel
 * and resume sign in first (one signature, only when the session lacks it), as Execute does; a list read
 * while signed out shows the signed-out state and its Sign in button, as the auto-trading switch does.
 */
export function useReplays() {
  const { address } = useWallet();
  const queryClient = useQueryClient();
  const signIn = useServerSignIn();
  // The shown run lives in the URL (/strategy/<id>), so a reload or a shared link opens the same run.
  const selectedId =
    useNavigation((state) => (state.activeTab === "strategy" ? state.detail : null)) ?? undefined;
  const goTo = useNavigation((state) => state.goTo);
  const setSelectedId = (id: string) => goTo("strategy", id);
  const list = useQuery(replayListQueryOptions(address));
  const shownId = selectedId ?? list.data?.[0]?.id;
  const run = useQuery(replayRunQueryOptions(address, shownId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: replayKeys.all });
  const show = (id: string) => {
    setSelectedId(id);
    void refresh();
  };
  const start = useMutation({
    ...startReplayMutationOptions(signIn),
    onSuccess: (started) => show(started.id),
  });
  const change = useMutation({
    ...changeReplayMutationOptions(signIn),
    onSuccess: (changed) => show(changed.id),
  });
  const session = useMutation({
    mutationKey: ["replay", "sign-in"],
    mutationFn: signIn,
    onSuccess: () => void refresh(),
  });
  const signedOut = [list.error, run.error, start.error, change.error].some(isSignInRequired);
  return {
    address,
    list,
    run,
    shownId,
    select: setSelectedId,
    start,
    /** Why the start failed; a sign-in refusal reads as the signed-out state rather than the server's words. */
    startError: start.error && !isSignInRequired(start.error) ? start.error : null,
    /** Cancels or resumes a run of the signed-in wallet. */
    change: (action: "cancel" | "resume", id: string) => change.mutate({ action, id }),
    changing: change.isPending,
    changeError: change.error && !isSignInRequired(change.error) ? change.error : null,
    /** The session is not signed in as the wallet: the list waits for the sign-in. */
    signedOut,
    signIn: () => session.mutate(),
    signingIn: session.isPending,
    signInError: session.error,
    /** A failure to read the list other than the signed-out session. */
    listError: list.error && !isSignInRequired(list.error) ? list.error : null,
  };
}
