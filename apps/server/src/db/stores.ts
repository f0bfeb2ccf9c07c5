import { AgentStore } from "./agent-store.ts";
import { AnalysisStore } from "./analysis-store.ts";
import { AutoTradingStore } from "./auto-trading-store.ts";
import type { Db } from "./database.ts";
import { EquityStore } from "./equity-store.ts";
import { ExecutionStore } from "./execution-store.ts";
import { ExitStore } from "./exit-store.ts";
import type { WorkOwner } from "./instance-heartbeat.ts";
import { NotificationStore } from "./notification-store.ts";
import { ProtectionStore } from "./protection-store.ts";
import { ReplayReplyStore } from "./replay-reply-store.ts";
import { ReplayStore } from "./replay-store.ts";
import { RiskStore } from "./risk-store.ts";
import { SessionStore } from "./session-store.ts";

/** Every store of the database. */
export interface Stores {
  readonly analyses: AnalysisStore;
  readonly executions: ExecutionStore;
  readonly equity: EquityStore;
  readonly agents: AgentStore;
  readonly sessions: SessionStore;
  readonly replays: ReplayStore;
  readonly replayReplies: ReplayReplyStore;
  readonly autoTrading: AutoTradingStore;
  readonly exits: ExitStore;
  readonly protections: ProtectionStore;
  readonly risk: RiskStore;
  readonly notifications: NotificationStore;
}

/** The stores over one database; `owner` (this server instance) is recorded with the work it claims. */
export function createStores(db: Db, owner?: WorkOwner): Stores {
  return {
    analyses: new AnalysisStore(db),
    executions: new ExecutionStore(db, owner),
    equity: new EquityStore(db),
    agents: new AgentStore(db),
    sessions: new SessionStore(db),
    replays: new ReplayStore(db),
    replayReplies: new ReplayReplyStore(db),
    autoTrading: new AutoTradingStore(db, owner),
    exits: new ExitStore(db, owner),
    protections: new ProtectionStore(db),
    risk: new RiskStore(db),
    notifications: new NotificationStore(db),
  };
}
