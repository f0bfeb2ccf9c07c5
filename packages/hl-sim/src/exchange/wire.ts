import { isRecord } from "@app/core/validation/shapes";

/** A 32-byte signature component without its leading zeros, as some signers write it. */
const SHORT_HEX = /^0x[0-9a-fA-F]{1,63}$/;

/**
 * Reads a request the way Hyperliquid's own decoder does before the SDK's strict schemas see it:
 * - `"vaultAddress": null` and `"expiresAfter": null` (the official Python SDK sends both on every
 *   action) mean absent, and are hashed as absent;
 * - `r` and `s` shorter than 32 bytes (leading zeros dropped, about one signature in five from some
 *   clients) are left-padded, since they denote the same number.
 * Everything else is passed through unchanged, so the signature still covers exactly what was sent.
 */
export function normalizeExchangeBody(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const normalized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if ((key === "vaultAddress" || key === "expiresAfter") && value === null) continue;
    normalized[key] = key === "signature" ? normalizeSignature(value) : value;
  }
  return normalized;
}

function normalizeSignature(signature: unknown): unknown {
  if (!isRecord(signature)) return signature;
  const pad = (value: unknown) =>
    typeof value === "string" && SHORT_HEX.test(value) ? `0x${value.slice(2).padStart(64, "0")}` : value;
  return { ...signature, r: pad(signature.r), s: pad(signature.s) };
}
