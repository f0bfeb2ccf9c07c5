import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type NotificationSettingsInput,
  notificationSettingsKey,
  notificationSettingsQueryOptions,
  saveNotificationSettings,
  testNotifications,
} from "../../api/notifications.ts";
import { isSignInRequired } from "../../api/queries.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/** The notification settings of the connected wallet: read (signed in), save and test, each after a sign-in. */
export function useNotifySettings() {
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  const settings = useQuery(notificationSettingsQueryOptions(address));
  const signIn = useServerSignIn();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationKey: ["notifications", "save"],
    mutationFn: async (request: NotificationSettingsInput) => {
      await signIn();
      return saveNotificationSettings(request);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey(address), saved),
  });
  const test = useMutation({
    mutationKey: ["notifications", "test"],
    mutationFn: async () => {
      if (!address) throw new Error("no wallet");
      await signIn();
      return testNotifications(address);
    },
  });
  const session = useMutation({
    mutationKey: ["notifications", "sign-in"],
    mutationFn: signIn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationSettingsKey(address) }),
  });
  const signedOut = isSignInRequired(settings.error);
  return {
    address,
    settings: settings.data,
    signedOut,
    loadError: signedOut ? null : settings.error,
    signIn: () => session.mutate(),
    signingIn: session.isPending,
    save,
    test,
  };
}
