import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { useErrorText } from "../api/use-error-text.ts";
import { Button } from "../ui/button.tsx";
import { Notice } from "../ui/notice.tsx";

/** What a signed-out notice says and how its button signs in (the server sign-in of `useServerSignIn`). */
export interface SignInNoticeProps {
  /** Test id of the notice; its button's is `sign-in` in place of `signed-out` (e.g. `replay-sign-in`). */
  readonly testId: `${string}-signed-out`;
  readonly title: string;
  readonly buttonLabel: string;
  readonly signingIn: boolean;
  readonly signInError: unknown;
  readonly onSignIn: () => void;
  /** Shown under the title while there is no sign-in error. */
  readonly hint?: ReactNode;
}

/** A warning that a feature needs the server sign-in, with the button that signs in and its error. */
export function SignInNotice({
  testId,
  title,
  buttonLabel,
  signingIn,
  signInError,
  onSignIn,
  hint = null,
}: SignInNoticeProps) {
  const errorText = useErrorText();
  return (
    <Notice
      tone="warning"
      data-testid={testId}
      title={title}
      action={
        <Button
          size="sm"
          variant="secondary"
          data-testid={testId.replace(/-signed-out$/, "-sign-in")}
          loading={signingIn}
          icon={<LogIn className="size-3.5" aria-hidden="true" />}
          onClick={onSignIn}
        >
          {buttonLabel}
        </Button>
      }
    >
      {signInError ? <span className="text-loss">{errorText(signInError)}</span> : hint}
    </Notice>
  );
}
