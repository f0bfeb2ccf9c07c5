import type { QueryClient } from "@tanstack/react-query";
import { isSignInRequired } from "../api/queries.ts";

/**
 * What follows a sign-in made anywhere on the page: every query the server refused for want of a session
 * (the Risk limits and Notifications cards, the managed stops, the server loop's runs) asks again, so no card
 * keeps saying "Sign in" once the session is signed in.
 */
export async function refreshAfterSignIn(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ predicate: (query) => isSignInRequired(query.state.error) });
}
