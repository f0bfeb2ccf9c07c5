/**
 * How the fake answers, chosen by the API key: a key containing `test-<scenario>-` selects it.
 * `wrongtypes` answers badly once and well to the repair; `garbage` never answers usable JSON; `echo` is a
 * careless gateway whose error text repeats the caller's key and other secrets; `longs` buys every coin (a
 * wallet's memory filled fast); `stepped` streams and pauses after each decision until `POST /__step` lets
 * it on; `nostream` refuses a streamed request as some models do and answers it in one reply; `exits` buys the
 * first two coins proposing exit policies, a trailing 1.5 % stop for the first and a nonsensical 45 % one for
 * the second; `oversized` buys the first coin at the top leverage with a size far beyond any paper account (the
 * guardrails cut it to the free cash, whose notional then passes the coin's first margin tier, so the exchange
 * refuses it whatever the prices). A key may also set a streaming pace: `pace-<first ms>-<tokens/s>-`.
 */
export const FAKE_SCENARIOS = [
  "valid",
  "fenced",
  "prose",
  "wrongtypes",
  "garbage",
  "range",
  "stranger",
  "wrongside",
  "unauthorized",
  "credits",
  "busy",
  "down",
  "missing",
  "slow",
  "echo",
  "longs",
  "stepped",
  "nostream",
  "exits",
  "oversized",
] as const;

/** One scenario of the fake provider. */
export type FakeScenario = (typeof FAKE_SCENARIOS)[number];

/** The wire format a request came in: OpenAI's (and the OpenAI-compatible providers'), Anthropic's or Gemini's. */
export type Dialect = "openai" | "anthropic" | "gemini";
