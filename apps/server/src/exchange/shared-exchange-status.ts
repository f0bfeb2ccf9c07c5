import { z } from "zod";

const statusSchema = z.object({ ready: z.boolean(), reason: z.string().optional() });

/**
 * Why a shared local exchange (HL_EXCHANGE_URL) refuses actions, from its `GET /status`, or undefined while
 * it takes them. An exchange that has no status answer (404) is judged by its other answers alone; one that
 * cannot be reached throws, as the readiness probe expects.
 */
export async function sharedExchangeRefusal(
  baseUrl: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  const url = new URL("status", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  const answer = await fetch(url, { signal });
  if (answer.status === 404) return undefined;
  const parsed = statusSchema.safeParse(await answer.json().catch(() => undefined));
  if (!parsed.success) return `the exchange's status answer is not readable (HTTP ${answer.status})`;
  if (parsed.data.ready) return undefined;
  return parsed.data.reason ?? "the exchange refuses actions";
}
