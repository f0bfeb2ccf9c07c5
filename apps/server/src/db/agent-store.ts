import { and, eq } from "drizzle-orm";
import type { Db } from "./database.ts";
import { agents } from "./schema.ts";

/** An agent a main wallet registered, with the limits its signed approval grants. */
export interface StoredAgent {
  readonly mainAddress: `0x${string}`;
  readonly agentAddress: `0x${string}`;
  readonly agentName: string;
  /** Max order size in USDT units of 6 decimals, as signed. */
  readonly maxOrderSizeUnits: bigint;
  readonly expirationTime: number;
  readonly nonce: number;
  readonly chainId: number;
  readonly signature: `0x${string}`;
  readonly createdAt: number;
}

/** Keeps registered agents and their limits. */
export class AgentStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Registers an agent, replacing an earlier registration of the same agent by the same wallet. */
  async save(agent: StoredAgent): Promise<void> {
    const row = { ...agent, maxOrderSizeUnits: agent.maxOrderSizeUnits.toString() };
    await this.#db
      .insert(agents)
      .values(row)
      .onConflictDoUpdate({ target: [agents.mainAddress, agents.agentAddress], set: row });
  }

  /** The registration of one agent of a main wallet, if any. */
  async get(mainAddress: string, agentAddress: string): Promise<StoredAgent | undefined> {
    const [row] = await this.#db
      .select()
      .from(agents)
      .where(and(eq(agents.mainAddress, mainAddress), eq(agents.agentAddress, agentAddress)))
      .limit(1);
    return row && toAgent(row);
  }

  /** Every agent a main wallet registered. */
  async list(mainAddress: string): Promise<StoredAgent[]> {
    const rows = await this.#db.select().from(agents).where(eq(agents.mainAddress, mainAddress));
    return rows.map(toAgent);
  }
}

function toAgent(row: typeof agents.$inferSelect): StoredAgent {
  return {
    mainAddress: row.mainAddress as `0x${string}`,
    agentAddress: row.agentAddress as `0x${string}`,
    agentName: row.agentName,
    maxOrderSizeUnits: BigInt(row.maxOrderSizeUnits),
    expirationTime: row.expirationTime,
    nonce: row.nonce,
    chainId: row.chainId,
    signature: row.signature as `0x${string}`,
    createdAt: row.createdAt,
  };
}
