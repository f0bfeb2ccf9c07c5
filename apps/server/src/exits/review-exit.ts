// The review of a managed stop is core's, shared with the browser's exit manager (agent wallets).
export {
  type ExitReview,
  type ExitSighting,
  reviewExit,
  type StandingStop,
} from "@app/core/exits/review-exit";
