import { z } from "zod";
import { exitPolicySchema } from "../exits/exit-policy.ts";
import { signedActionSchema } from "./agents.ts";
import { addressSchema, coinSymbolSchema, successEnvelope } from "./common.ts";

/** Who moves a position's stop: the server (server mode), or the open browser tab (agent wallet). */
export const EXIT_MANAGERS = ["server", "browser"] as const;
/** Who moves a position's stop. */
export type ExitManagerPlace = (typeof EXIT_MANAGERS)[number];

/**
 * How a managed stop stands: `active` (managed), `missing` (the stop was cancelled or filled by hand while
 * the position stayed open: the position is without protection, and nothing is recreated), `closed` (the
 * position is gone).
 */
export const EXIT_STATUSES = ["active", "missing", "closed"] as const;

/** One position whose stop a policy manages. */
export const managedExitSchema = z.object({
  coin: z.string(),
  side: z.enum(["LONG", "SHORT"]),
  policy: exitPolicySchema,
  manager: z.enum(EXIT_MANAGERS),
  status: z.enum(EXIT_STATUSES),
  entryPrice: z.number().finite(),
  /** The stop when the policy was set: the initial risk is from the entry to it. */
  initialStop: z.number().finite(),
  /** The stop standing on the exchange, as last placed or seen there. */
  stop: z.number().finite(),
  /** Client order id of the stop on the exchange. */
  stopCloid: z.string(),
  /** The best mark since the policy was set. */
  extreme: z.number().finite(),
  lastMoveAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});

/** One managed stop. */
export type ManagedExit = z.infer<typeof managedExitSchema>;

/** Kinds of exit events, each recorded and delivered to notifications. */
export const EXIT_EVENT_KINDS = [
  "policySet",
  "stopMoved",
  "stopHit",
  "targetHit",
  "stopMissing",
  "closed",
] as const;
/** Kind of an exit event. */
export type ExitEventKind = (typeof EXIT_EVENT_KINDS)[number];

/**
 * One thing the exit manager did or found: a policy set, a stop moved (from → to, and why), a stop hit, a take
 * profit hit (`to`: its trigger), a stop found missing (cancelled or filled by hand: "position left without protection"), a position closed.
 */
export const exitEventSchema = z.object({
  id: z.string(),
  address: addressSchema,
  coin: z.string(),
  at: z.number().int(),
  kind: z.enum(EXIT_EVENT_KINDS),
  manager: z.enum(EXIT_MANAGERS),
  from: z.number().finite().nullable(),
  to: z.number().finite().nullable(),
  reason: z.enum(["breakEven", "trailing"]).nullable(),
});

/** One exit event. */
export type ExitEvent = z.infer<typeof exitEventSchema>;

/** `GET /api/exits`: the managed stops of an address and its latest exit events (newest first). */
export const exitsSchema = z.object({
  exits: z.array(managedExitSchema),
  events: z.array(exitEventSchema),
});

/** The managed stops and events of an address. */
export type Exits = z.infer<typeof exitsSchema>;

/** A successful `GET /api/exits` answer. */
export const exitsResponseSchema = successEnvelope(exitsSchema);

/**
 * Body of `POST /api/exits/policy`: the exit policy of one open position of a signed-in address. The stop it
 * manages is the position's stop on the exchange; `fixed` stops managing it.
 */
export const setExitPolicyRequestSchema = z.object({
  userAddress: addressSchema,
  coin: coinSymbolSchema,
  policy: exitPolicySchema,
  manager: z.enum(EXIT_MANAGERS).default("server"),
});

/** A set-policy request after parsing. */
export type SetExitPolicyRequest = z.infer<typeof setExitPolicyRequestSchema>;

/**
 * Body of `POST /api/exits/browser-sync` (agent wallet: the open tab manages the stops). The server looks at the
 * exchange itself and records what it finds of the browser-managed stop of `coin` (closed, hit, missing, a new
 * best mark); `move`, when given, is the stop's `batchModify` signed by `agentAddress`, which the server checks
 * against the exit rules and relays, then records.
 */
export const browserExitSyncRequestSchema = z
  .object({
    userAddress: addressSchema,
    coin: coinSymbolSchema,
    agentAddress: addressSchema.optional(),
    move: signedActionSchema.optional(),
  })
  .strict()
  .refine((body) => body.move === undefined || body.agentAddress !== undefined, {
    message: "validation.field.moveNamesAgent",
    path: ["agentAddress"],
  });

/** A browser-sync request after parsing. */
export type BrowserExitSyncRequest = z.infer<typeof browserExitSyncRequestSchema>;
