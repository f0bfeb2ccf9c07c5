import { AGENT_LIMITS } from "../catalog/limits.ts";
import type { Message } from "../i18n/message.ts";

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** Time left on an agent wallet, as the agent card shows it. */
export interface AgentExpiry {
  readonly expired: boolean;
  /** Whole hours left; 0 once expired. */
  readonly hours: number;
  /** Whole minutes left beyond the hours; 0 once expired. */
  readonly minutes: number;
  /** "Expired", or "5h 30m". */
  readonly message: Message;
}

/** Time left until `expirationTime`, both in ms since the epoch (product rules §3 "Derived agent info"). */
export function agentExpiresIn(expirationTime: number, now: number): AgentExpiry {
  const left = expirationTime - now;
  if (left <= 0) return { expired: true, hours: 0, minutes: 0, message: { key: "agent.expired" } };
  const hours = Math.floor(left / MS_PER_HOUR);
  const minutes = Math.floor((left % MS_PER_HOUR) / MS_PER_MINUTE);
  return { expired: false, hours, minutes, message: { key: "agent.expiresIn", params: { hours, minutes } } };
}

/** Whether an agent has less than an hour left and has not yet expired (product rules §4). */
export function isExpiringSoon(expirationTime: number, now: number): boolean {
  const left = expirationTime - now;
  return left > 0 && left < AGENT_LIMITS.expiringSoonMs;
}
