import { AGENT_LIMITS, type CreateAgentCheck, validateCreateAgent } from "@app/core";
import { useState } from "react";

/** The Create Agent form: the two inputs as typed, and core's check of them (product rules §5). */
export function useCreateAgentForm() {
  const [maxOrderSize, setMaxOrderSize] = useState(String(AGENT_LIMITS.maxOrderSize.default));
  const [expiryHours, setExpiryHours] = useState(String(AGENT_LIMITS.expiryHours.default));
  const check: CreateAgentCheck = validateCreateAgent({
    maxOrderSize: maxOrderSize.trim() === "" ? Number.NaN : Number(maxOrderSize),
    expiryHours: expiryHours.trim() === "" ? Number.NaN : Number(expiryHours),
  });
  const field = check.ok ? null : check.message.key === "validation.agent.maxOrderSize" ? "size" : "expiry";
  return {
    maxOrderSize,
    setMaxOrderSize,
    expiryHours,
    setExpiryHours,
    check,
    /** Which input the error belongs to. */
    field,
    reset: () => {
      setMaxOrderSize(String(AGENT_LIMITS.maxOrderSize.default));
      setExpiryHours(String(AGENT_LIMITS.expiryHours.default));
    },
  };
}
