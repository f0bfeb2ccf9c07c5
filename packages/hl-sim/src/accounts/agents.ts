import type { ExtraAgentsResponse } from "@nktkas/hyperliquid/api/info";

/** One approved API wallet. */
export interface Agent {
  /** Lower-case agent address. */
  readonly address: `0x${string}`;
  /** Lower-case address of the account it signs for. */
  readonly master: string;
  /** "" for the unnamed agent. */
  readonly name: string;
  /** Expiry in ms, or null for none. */
  readonly validUntil: number | null;
}

/** An account may have one unnamed agent and this many named ones (Hyperliquid's limit without sub-accounts). */
export const MAX_NAMED_AGENTS = 3;
/** The longest `valid_until` Hyperliquid accepts: 180 days ahead. */
export const MAX_AGENT_VALIDITY_MS = 180 * 86_400_000;
const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";
const VALID_UNTIL = /^(.*) valid_until (\d+)$/;

/** The agent name and expiry carried by `agentName` ("name valid_until <ms>"). */
export function parseAgentName(agentName: string): { name: string; validUntil: number | null } {
  const match = VALID_UNTIL.exec(agentName);
  return match
    ? { name: match[1] ?? "", validUntil: Number(match[2]) }
    : { name: agentName, validUntil: null };
}

/**
 * The agents (API wallets) of every account. Approving under an existing name (or a second unnamed
 * agent) replaces that agent; approving the zero address under a name revokes it. An expired agent no
 * longer signs for anyone and is dropped from the answers.
 */
export class AgentRegistry {
  readonly #byAddress = new Map<string, Agent>();

  /** Approves (or with the zero address revokes) an agent of `master`; Hyperliquid-style error or null. */
  approve(master: string, agentAddress: string, agentName: string, now: number): string | null {
    const address = agentAddress.toLowerCase() as `0x${string}`;
    const { name, validUntil } = parseAgentName(agentName);
    if (validUntil !== null && (validUntil <= now || validUntil > now + MAX_AGENT_VALIDITY_MS)) {
      return "Invalid agent valid_until: it must lie within the next 180 days.";
    }
    const mine = this.agentsOf(master, now);
    const replaced = mine.find((agent) => agent.name === name);
    if (address === ZERO_ADDRESS) {
      if (replaced) this.#byAddress.delete(replaced.address);
      return null;
    }
    if (address === master) return "Agent address cannot be the user's own address.";
    const existing = this.active(address, now);
    if (existing && existing.master !== master) return "Agent address is already used by another user.";
    if (!replaced && name !== "" && mine.filter((agent) => agent.name !== "").length >= MAX_NAMED_AGENTS) {
      return `Too many extra agents: at most ${MAX_NAMED_AGENTS} named agents per user.`;
    }
    if (replaced) this.#byAddress.delete(replaced.address);
    if (existing) this.#byAddress.delete(existing.address);
    this.#byAddress.set(address, { address, master, name, validUntil });
    return null;
  }

  /** Every agent, expired ones included (the exchange's snapshot). */
  toData(): Agent[] {
    return [...this.#byAddress.values()];
  }

  /** Replaces every agent with those `toData` listed (restoring a snapshot). */
  load(agents: readonly Agent[]): void {
    this.#byAddress.clear();
    for (const agent of agents) this.#byAddress.set(agent.address, agent);
  }

  /** The unexpired agent with this address. */
  active(address: string, now: number): Agent | undefined {
    const agent = this.#byAddress.get(address.toLowerCase());
    return agent && (agent.validUntil === null || agent.validUntil > now) ? agent : undefined;
  }

  /** The unexpired agents of an account. */
  agentsOf(master: string, now: number): Agent[] {
    const key = master.toLowerCase();
    return [...this.#byAddress.values()].filter(
      (agent) => agent.master === key && (agent.validUntil === null || agent.validUntil > now),
    );
  }

  /** `extraAgents` of an account. */
  extraAgents(master: string, now: number): ExtraAgentsResponse {
    return this.agentsOf(master, now).map(({ address, name, validUntil }) => ({ address, name, validUntil }));
  }
}
