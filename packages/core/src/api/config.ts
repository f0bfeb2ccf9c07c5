import { z } from "zod";
import { addressSchema, successEnvelope } from "./common.ts";

/**
 * Answer of `GET /api/health`: ready, and the network traded. `exchange` (the local exchange only):
 * whether it takes actions; not while it replays its journal or cannot write it (then every action is
 * refused until it can, `code` JOURNAL_UNWRITABLE).
 */
export const healthResponseSchema = successEnvelope(
  z.object({
    status: z.literal("ok"),
    network: z.string(),
    exchange: z
      .object({
        ready: z.boolean(),
        code: z.enum(["STARTING", "JOURNAL_UNWRITABLE"]).optional(),
        reason: z.string().optional(),
      })
      .optional(),
  }),
);

/** Answer of `GET /api/ready` when the server can take requests: each dependency it checked. */
export const readinessResponseSchema = successEnvelope(
  z.object({
    status: z.literal("ready"),
    checks: z.object({
      database: z.object({ ok: z.literal(true) }),
      migrations: z.object({ ok: z.literal(true) }),
      queue: z.object({ ok: z.literal(true) }),
      exchange: z.object({ ok: z.literal(true) }),
    }),
  }),
);

/**
 * Answer of `GET /api/config`: what the browser needs to talk to the exchange itself. The agent's
 * `approveAgent` goes straight to `exchangeUrl` (the local exchange's `/hl`, or the testnet), signed
 * for `hyperliquidChain` with `signatureChainId` as the EIP-712 chain.
 */
export const appConfigResponseSchema = successEnvelope(
  z.object({
    network: z.string(),
    exchangeUrl: z.url(),
    hyperliquidChain: z.literal("Testnet"),
    isTestnet: z.literal(true),
    chainIds: z.object({
      default: z.number().int(),
      testnet: z.number().int(),
      signatureChainId: z.string().regex(/^0x[0-9a-fA-F]+$/),
      /** The hex chain ids a wallet is asked to switch to. */
      switch: z.object({ mainnet: z.string(), testnet: z.string() }),
    }),
    /** Whether server mode is available and which account it trades (the user's own paper account on local). */
    serverMode: z.object({
      available: z.boolean(),
      account: z.union([z.literal("user"), addressSchema]).nullable(),
    }),
    liveTrading: z.literal(false),
  }),
);

/** The server's configuration as the web app reads it. */
export type AppConfig = z.infer<typeof appConfigResponseSchema>["data"];
