import type { RiskLimits, RiskStatus } from "@app/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isSignInRequired } from "../../api/queries.ts";
import { rearmRisk, riskQueryKey, riskQueryOptions, saveRiskLimits } from "../../api/risk.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/**
 * The risk governor of the connected wallet as the panel shows and drives it (issue 36 item 3): its status
 * (signed in only), saving limits and re-arming, each after a sign-in when the session needs one.
 */
export function useRiskGovernor() {
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  const status = useQuery(riskQueryOptions(address));
  const signIn = useServerSignIn();
  const queryClient = useQueryClient();
  const show = (saved: RiskStatus) => queryClient.setQueryData(riskQueryKey(address), saved);
  const save = useMutation({
    mutationKey: ["risk", "limits"],
    mutationFn: async (limits: RiskLimits) => {
      if (!address) throw new Error("no wallet");
      await signIn();
      return saveRiskLimits(address, limits);
    },
    onSuccess: show,
  });
  const rearm = useMutation({
    mutationKey: ["risk", "rearm"],
    mutationFn: async () => {
      if (!address) throw new Error("no wallet");
      await signIn();
      return rearmRisk(address);
    },
    onSuccess: show,
  });
  const session = useMutation({
    mutationKey: ["risk", "sign-in"],
    mutationFn: signIn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: riskQueryKey(address) }),
  });
  const signedOut = isSignInRequired(status.error);
  return {
    address,
    status: status.data,
    loading: address !== undefined && status.isPending && !signedOut,
    signedOut,
    loadError: signedOut ? null : status.error,
    signIn: () => session.mutate(),
    signingIn: session.isPending,
    signInError: session.error,
    save,
    rearm,
  };
}

/** The trip the governor of the connected wallet holds now, if any (Start and Execute warn with it). */
export function useRiskTrip() {
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  return useQuery(riskQueryOptions(address)).data?.state?.trip ?? null;
}
