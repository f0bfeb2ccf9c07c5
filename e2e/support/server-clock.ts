/**
 * The e2e app server's clock (app-server.ts): `GET` reads it, `POST ?to=<ms since the epoch>` moves it on. A spec
 * that moves it is listed in playwright.config.ts's `movesServerClock`, so such specs run one at a time.
 */
export const CLOCK_PATH = "/clock";

/** How often the e2e app server's auto-trading loop looks for due slots (the product's default is 5 s). */
export const AUTO_TRADING_POLL_MS = 1_000;

function clockUrl(): string {
  const port = process.env.E2E_CLOCK_PORT;
  if (!port) throw new Error("E2E_CLOCK_PORT is not set: run through the Playwright config");
  return `http://127.0.0.1:${port}${CLOCK_PATH}`;
}

async function clockAnswer(answer: Response): Promise<number> {
  if (!answer.ok) throw new Error(`the server's clock did not answer: ${answer.status}`);
  return ((await answer.json()) as { now: number }).now;
}

/** The app server's time now, in ms since the epoch: the wall clock, or later once a spec moved it on. */
export async function serverClockNow(): Promise<number> {
  return clockAnswer(await fetch(clockUrl()));
}

/**
 * Moves the app server's clock on to `time` (ms since the epoch), as if the time until then had passed for it
 * at once; a clock already there stays. Its auto-trading loop finds the slots due by then at its next look.
 * The browser's clock is not touched.
 */
export async function advanceServerClockTo(time: number): Promise<void> {
  await clockAnswer(await fetch(`${clockUrl()}?to=${time}`, { method: "POST" }));
}
