import { useMutation, useQueryClient } from "@tanstack/react-query";
import { placeProtectionMutationOptions, queryKeys } from "../../api/queries.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/**
 * "Place protection" for the last execution (server mode): signs in when needed, asks the server to
 * place the stops and targets its filled orders lack, and shows the updated results.
 */
export function usePlaceProtection() {
  const wallet = useWallet();
  const signIn = useServerSignIn();
  const setExecution = useTradingSession((state) => state.setExecution);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...placeProtectionMutationOptions(signIn),
    onSuccess: (response) => {
      setExecution(response, Date.now());
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
  });
  const place = (executionId: string) => {
    const userAddress = wallet.address?.trim();
    if (!userAddress || mutation.isPending) return;
    mutation.mutate({ userAddress, executionId });
  };
  return { place, placing: mutation.isPending, error: mutation.error, placed: mutation.isSuccess };
}
