import { z } from "zod";
import { signatureHexSchema } from "./auth.ts";
import { addressSchema, coinSymbolSchema, successEnvelope } from "./common.ts";
import { catalogueMessageSchema, orderToExecuteSchema, serverModeExecuteRequestSchema } from "./execution.ts";

/**
 * The EIP-712 approval a main wallet signs to give its agent limits (product rules §7 "Wallet calls" (a)):
 * agentAddress, maxOrderSize (USDC with 6 decimals), expirationTime (ms) and nonce.
 */
export const AGENT_PERMISSION_TYPES = {
  AgentPermission: [
    { name: "agentAddress", type: "address" },
    { name: "maxOrderSize", type: "uint256" },
    { name: "expirationTime", type: "uint256" },
    { name: "nonce", type: "uint256" },
  ],
} as const;

/** The EIP-712 domain of the agent approval on a chain (42161 by default, product rules §9). */
export function agentPermissionDomain(chainId: number) {
  return { name: "HL AI Trader Agent", version: "1", chainId } as const;
}

const unitsSchema = z
  .union([z.string().regex(/^\d{1,30}$/), z.number().int().nonnegative()])
  .transform(BigInt);

/** Body of `POST /api/agent/register`: the agent, its name and the main wallet's signed permission approval. */
export const agentRegisterRequestSchema = z.object({
  mainWalletAddress: addressSchema,
  agentAddress: addressSchema,
  agentName: z.string().trim().min(1).max(16),
  permissions: z.object({
    /** USDC with 6 decimals, as signed. */
    maxOrderSize: unitsSchema,
    expirationTime: z.number().int().positive(),
    nonce: z.number().int().nonnegative(),
    chainId: z.number().int().positive(),
  }),
  signature: signatureHexSchema,
});

/** A registration request after parsing. */
export type AgentRegisterRequest = z.infer<typeof agentRegisterRequestSchema>;

/** One agent of a main wallet as the exchange lists it (product rules §3 "Listed agent"). */
export const listedAgentSchema = z.object({
  name: z.string(),
  address: addressSchema,
  /** ms since the epoch, or null when the exchange set no expiry. */
  validUntil: z.number().int().nullable(),
  isExpired: z.boolean(),
  /** The max order size the main wallet signed for it, in USDC, when it was registered here. */
  maxOrderSize: z.number().nullable(),
});

/** One listed agent. */
export type ListedAgent = z.infer<typeof listedAgentSchema>;

/** Answer of `GET /api/agent/list`. */
export const agentListResponseSchema = successEnvelope(z.object({ agents: z.array(listedAgentSchema) }));

/** Query of `GET /api/agent/check`. */
export const agentCheckQuerySchema = z.object({ address: addressSchema, agent: addressSchema });

/** Answer of `GET /api/agent/check`. */
export const agentCheckResponseSchema = successEnvelope(
  z.object({ isAuthorized: z.boolean(), registered: z.boolean(), validUntil: z.number().int().nullable() }),
);

/** Body of `POST /api/signing/prepare`: orders to turn into exact exchange actions for the agent to sign. */
export const prepareRequestSchema = z.object({
  mainWalletAddress: addressSchema,
  orders: z.array(orderToExecuteSchema).min(1).max(25),
});

/** A prepare request after parsing. */
export type PrepareRequest = z.infer<typeof prepareRequestSchema>;

/** One exchange action to sign with the agent key (`signL1Action`, testnet semantics). */
export const preparedActionSchema = z.object({
  /** `updateLeverage` before an order, `order` for an order and its TP/SL, `cancel` for stale triggers. */
  kind: z.enum(["updateLeverage", "order", "cancel"]),
  /** Index of the order (of the request) this action belongs to. */
  orderIndex: z.number().int().nonnegative(),
  action: z.record(z.string(), z.unknown()),
});

/** Answer of `POST /api/signing/prepare`. */
export const prepareResponseSchema = successEnvelope(
  z.object({
    actions: z.array(preparedActionSchema),
    /** Orders the planner refused, with why: English text, and the catalogue message to translate. */
    rejected: z.array(
      z.object({
        orderIndex: z.number(),
        error: z.string(),
        errorMessage: catalogueMessageSchema.optional(),
      }),
    ),
  }),
);

/** One signed action the browser sends back. */
export const signedActionSchema = z.object({
  action: z.record(z.string(), z.unknown()),
  nonce: z.number().int().positive(),
  signature: z.object({
    r: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
    s: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
    v: z.number().int().min(27).max(28),
  }),
});

/** A signed action after parsing. */
export type SignedAction = z.infer<typeof signedActionSchema>;

/** Body of `POST /api/signing/execute-with-agent` in agent mode: actions the agent signed in the browser. */
export const agentExecuteRequestSchema = z.object({
  mode: z.literal("agent"),
  mainWalletAddress: addressSchema,
  agentAddress: addressSchema,
  actions: z.array(signedActionSchema).min(1).max(60),
});

/** An agent-mode execute request after parsing. */
export type AgentExecuteRequest = z.infer<typeof agentExecuteRequestSchema>;

/**
 * The spec's server-mode body (product spec §7: `orders[]`, `userAddress`) names no `mode`: a body
 * without one that carries `userAddress` is a server-mode request. Agent mode always names itself.
 */
function withImpliedMode(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body) || "mode" in body) return body;
  return "userAddress" in body ? { ...body, mode: "server" } : body;
}

const executeBodySchema = z.discriminatedUnion("mode", [
  agentExecuteRequestSchema,
  serverModeExecuteRequestSchema,
]);

/**
 * Body of `POST /api/signing/execute-with-agent`: `mode` says who signs — the user's agent in the browser
 * ("agent", signed actions) or the server's API wallet for the signed-in address ("server", orders; the
 * default when the body has `userAddress` and no `mode`, as the spec writes it).
 */
export const executeRequestSchema = z.preprocess(withImpliedMode, executeBodySchema);

/** An execute request after parsing. */
export type ExecuteRequest = z.infer<typeof executeRequestSchema>;
/** An execute request as a client writes it. */
export type ExecuteRequestInput = z.input<typeof executeBodySchema>;

/** Body of `POST /api/signing/prepare-close`: the actions that close a position, for the agent to sign. */
export const prepareCloseRequestSchema = z.object({
  mainWalletAddress: addressSchema,
  coin: coinSymbolSchema,
  size: z.number().positive().finite().optional(),
});

/** Query of `GET /api/agent/list`. */
export const agentListQuerySchema = z.object({ address: addressSchema });

/** The prepared actions and refused orders of a prepare answer. */
export type PreparedActions = z.infer<typeof prepareResponseSchema>["data"];

/** Answer of `POST /api/agent/register`. */
export const agentRegisterResponseSchema = successEnvelope(
  z.object({
    agentAddress: addressSchema,
    agentName: z.string(),
    mainWalletAddress: addressSchema,
    expirationTime: z.number().int(),
  }),
);
