/** English texts of exit policies: the stop column of the positions table, its dialog and the decision card's choice. */
export const exits = {
  column: "Stop",
  noStop: "No stop",
  noStopDetail: "No stop loss on the exchange for this position",
  edit: "Exit policy",
  editLabel: "Exit policy of {{coin}}",
  kind: {
    fixed: "Fixed",
    breakEven: "Break-even",
    trailing: "Trailing",
  },
  badge: {
    breakEven: "Break-even",
    breakEvenAt: "Break-even at +{{percent}}%",
    trailingPercent: "Trails {{percent}}%",
    trailingAtr: "Trails {{atr}}× ATR",
    missing: "Stop missing",
  },
  kindLabel: "How the stop moves",
  kindHint: {
    fixed: "The stop stays where it was placed.",
    breakEven:
      "Once the position is up by its initial risk (entry to stop), or by the percentage you set, the stop moves to the entry plus the round-trip fees.",
    trailing:
      "The stop follows the best price since you set it, at the distance you set. It only ever moves toward profit.",
  },
  breakEvenPercent: "Move when up by (%)",
  breakEvenPercentHint: "Empty: when up by the initial risk.",
  trailingUnit: "Distance in",
  unit: { percent: "%", atr: "ATR" },
  trailingPercent: "Distance (%)",
  trailingAtr: "Distance (× hourly ATR)",
  outOfRange: "Enter a number from {{min}} to {{max}}",
  required: "Enter a distance",
  title: "Exit policy · {{coin}}",
  description: "{{side}} {{size}} {{coin}}, entry {{entry}}",
  stopNow: "Stop on the exchange",
  managedByServer:
    "The server moves this stop on the exchange with a modify of the same order, also while this page is closed. Moves are at least one tick and 5 basis points apart, at most one every 10 seconds.",
  missingNotice:
    "The stop this policy managed is no longer on the exchange (cancelled or filled outside the app): the position is without protection. Place a stop, then set the policy again.",
  save: "Save policy",
  saving: "Saving…",
  saved: "Exit policy of {{coin}} saved",
  recent: "Recent moves",
  noEvents: "No moves yet",
  event: {
    policySet: "Policy set",
    stopMoved: "Stop moved",
    stopHit: "Stop hit",
    targetHit: "Take profit hit",
    stopMissing: "Stop missing",
    closed: "Position closed",
  },
  move: "{{from}} → {{to}}",
  replayLabel: "Exit policy",
  replayHint:
    "How stops move after entry, as the live exit manager moves them: run once fixed and once trailing to compare.",
  cardLabel: "Exit",
  proposed: "{{policy}} · AI",
  cardHint: "How the stop is managed once this order fills; marked AI: the model's proposal",
  cardAgent:
    "Agent wallet: this tab moves the stop once the order fills, while it stays open (setting it may ask for one sign-in).",
  managedByTab:
    "Your agent wallet's key lives only in this browser, so this tab moves this stop on the exchange with a modify of the same order. Keep the tab open: when it closes, the stop stays where it is and stops moving. Moves are at least one tick and 5 basis points apart, at most one every 10 seconds.",
  tab: {
    leadingTitle: "This tab moves your stops",
    leading:
      "Your agent wallet's key lives only in this browser, so this tab moves your break-even and trailing stops on the exchange. Keep it open: when it closes, the stops stay where they are and stop moving.",
    waitingTitle: "Another tab moves your stops",
    waiting:
      "Another tab of this app in this browser moves your break-even and trailing stops. When every tab is closed, the stops stay where they are and stop moving.",
    failed: "A stop could not be moved: {{reason}}. This tab tries again in a few seconds.",
  },
  outcome: {
    set: "Exit policy set",
    setByTab: "Exit policy set: this tab moves the stop (keep it open)",
    notFilled: "Exit policy not set: the order did not fill with its stop",
    failed: "Exit policy not set: the stop stays fixed where it was placed; set the policy on the position",
    signedOut:
      "Exit policy not set: this page is not signed in, so the stop stays fixed where it was placed; sign in and set the policy on the position",
    noStop:
      "Exit policy not set: the stop was not placed by this app (no client order id), so it stays fixed where it was placed",
  },
} as const;
