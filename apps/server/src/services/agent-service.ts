import {
  AGENT_LIMITS,
  AGENT_PERMISSION_TYPES,
  type AgentRegisterRequest,
  AppError,
  agentPermissionDomain,
  type ListedAgent,
} from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import { verifyTypedData } from "viem/utils";
import type { AgentStore, StoredAgent } from "../db/agent-store.ts";

const UNITS_PER_USDT = 10n ** BigInt(AGENT_LIMITS.maxOrderSizeDecimals);

/** An agent the exchange knows for a main wallet, with the limits registered here. */
export interface AuthorizedAgent {
  readonly agent: StoredAgent;
  /** The agent's largest order, in USDT. */
  readonly maxOrderSizeUsd: number;
  readonly validUntil: number | null;
}

/**
 * Agents of main wallets: registration with the wallet's signed permission approval, the exchange's
 * own list (`extraAgents`), and the check execution relies on.
 */
export class AgentService {
  readonly #store: AgentStore;
  readonly #info: InfoClient;
  readonly #now: () => number;

  constructor(store: AgentStore, info: InfoClient, now: () => number = Date.now) {
    this.#store = store;
    this.#info = info;
    this.#now = now;
  }

  /** Verifies the main wallet's signed approval and keeps the agent's limits. */
  async register(request: AgentRegisterRequest): Promise<StoredAgent> {
    const { permissions } = request;
    const valid = await verifyTypedData({
      address: request.mainWalletAddress,
      domain: agentPermissionDomain(permissions.chainId),
      types: AGENT_PERMISSION_TYPES,
      primaryType: "AgentPermission",
      message: {
        agentAddress: request.agentAddress,
        maxOrderSize: permissions.maxOrderSize,
        expirationTime: BigInt(permissions.expirationTime),
        nonce: BigInt(permissions.nonce),
      },
      signature: request.signature,
    }).catch(() => false);
    if (!valid) {
      throw new AppError("INVALID_SIGNATURE", { detail: { key: "errorDetail.approvalNotByMain" } });
    }
    const usd = Number(permissions.maxOrderSize) / Number(UNITS_PER_USDT);
    const limits = AGENT_LIMITS.maxOrderSize;
    if (usd < limits.min || usd > limits.max) {
      throw new AppError("VALIDATION_ERROR", {
        detail: { key: "errorDetail.maxOrderSizeRange", params: { min: limits.min, max: limits.max } },
      });
    }
    if (permissions.expirationTime <= this.#now()) {
      throw new AppError("AGENT_EXPIRED", { detail: { key: "errorDetail.approvalExpirationPassed" } });
    }
    const agent: StoredAgent = {
      mainAddress: request.mainWalletAddress,
      agentAddress: request.agentAddress,
      agentName: request.agentName,
      maxOrderSizeUnits: permissions.maxOrderSize,
      expirationTime: permissions.expirationTime,
      nonce: permissions.nonce,
      chainId: permissions.chainId,
      signature: request.signature,
      createdAt: this.#now(),
    };
    await this.#store.save(agent);
    return agent;
  }

  /** The agents the exchange lists for a main wallet, with the limits registered here. */
  async list(mainAddress: `0x${string}`): Promise<ListedAgent[]> {
    const [onExchange, registered] = await Promise.all([
      this.#info.extraAgents({ user: mainAddress }),
      this.#store.list(mainAddress),
    ]);
    const now = this.#now();
    return onExchange.map((entry) => {
      const address = entry.address.toLowerCase() as `0x${string}`;
      const mine = registered.find((agent) => agent.agentAddress === address);
      const validUntil = entry.validUntil ?? null;
      const expiredHere = mine !== undefined && mine.expirationTime <= now;
      return {
        name: entry.name,
        address,
        validUntil,
        isExpired: (validUntil !== null && validUntil <= now) || expiredHere,
        maxOrderSize: mine ? Number(mine.maxOrderSizeUnits) / Number(UNITS_PER_USDT) : null,
      };
    });
  }

  /**
   * The agent, if it may trade for the main wallet now: registered here with an unexpired approval,
   * and approved and unexpired on the exchange. Otherwise an AppError that says which check failed.
   */
  async authorize(mainAddress: `0x${string}`, agentAddress: `0x${string}`): Promise<AuthorizedAgent> {
    const agent = await this.#store.get(mainAddress, agentAddress);
    if (!agent) {
      throw new AppError("AGENT_NOT_AUTHORIZED", {
        detail: { key: "errorDetail.agentNotRegistered", params: { agent: agentAddress, main: mainAddress } },
      });
    }
    const now = this.#now();
    if (agent.expirationTime <= now) {
      throw new AppError("AGENT_EXPIRED", {
        detail: {
          key: "errorDetail.approvalExpiredAt",
          params: { time: new Date(agent.expirationTime).toISOString() },
        },
      });
    }
    const onExchange = (await this.#info.extraAgents({ user: mainAddress })).find(
      (entry) => entry.address.toLowerCase() === agentAddress,
    );
    if (!onExchange) {
      throw new AppError("AGENT_NOT_AUTHORIZED", {
        detail: {
          key: "errorDetail.exchangeListsNoAgent",
          params: { agent: agentAddress, main: mainAddress },
        },
      });
    }
    const validUntil = onExchange.validUntil ?? null;
    if (validUntil !== null && validUntil <= now) {
      throw new AppError("AGENT_EXPIRED", { detail: { key: "errorDetail.exchangeApprovalExpired" } });
    }
    return { agent, maxOrderSizeUsd: Number(agent.maxOrderSizeUnits) / Number(UNITS_PER_USDT), validUntil };
  }

  /** Whether an agent may trade for a main wallet now, and whether it was registered here. */
  async check(mainAddress: `0x${string}`, agentAddress: `0x${string}`) {
    try {
      const { validUntil } = await this.authorize(mainAddress, agentAddress);
      return { isAuthorized: true, registered: true, validUntil };
    } catch (error) {
      if (!(error instanceof AppError) || !["AGENT_NOT_AUTHORIZED", "AGENT_EXPIRED"].includes(error.code))
        throw error;
      const registered = (await this.#store.get(mainAddress, agentAddress)) !== undefined;
      return { isAuthorized: false, registered, validUntil: null };
    }
  }
}
