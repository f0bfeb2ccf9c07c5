import { create } from "zustand";

/** What this page knows of its server session: the address it is signed in as, and a count of sign-ins seen. */
interface SessionState {
  /** The signed-in address (lower case), or null while none is known. */
  address: string | null;
  /** Goes up at every sign-in this page sees (also the same address again, after a lapsed session). */
  signIns: number;
}

/**
 * The server session as this page last saw it. Set by the sign-in itself (`ensureSignedIn`), whichever card or
 * action asked for it, so every other part of the page can follow it (cards that said "Sign in" ask again).
 */
export const useSession = create<SessionState>()(() => ({ address: null, signIns: 0 }));

/** Records that the session is signed in as `address` (after a signature, or found so on the server). */
export function sessionSignedIn(address: string): void {
  useSession.setState((state) => ({ address: address.toLowerCase(), signIns: state.signIns + 1 }));
}
