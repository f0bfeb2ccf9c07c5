import { useQuery } from "@tanstack/react-query";
import { accountOverviewQueryOptions } from "../../api/queries.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/** The connected wallet's account overview, polled every 30 s; idle while no wallet is connected. */
export function useAccountOverview() {
  const { address } = useWallet();
  const query = useQuery(accountOverviewQueryOptions(address));
  return { ...query, address };
}
