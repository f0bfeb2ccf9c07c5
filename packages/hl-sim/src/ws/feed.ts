// The types every feed shares, below feeds.ts and twap-feeds.ts: twap-feeds.ts takes them from here, not from feeds.ts, which imports it.
/** Asks the exchange's `/info` endpoint (parsed JSON answer; throws on a non-200 answer). */
export type InfoReader = (request: Record<string, unknown>) => Promise<unknown>;

/** What a subscription pushes: on its first poll the snapshot (if any), then each change. */
export interface Feed {
  /** The channel its messages carry (Hyperliquid names `userEvents`' channel "user"). */
  readonly channel: string;
  /** Messages to send now; empty when nothing changed. */
  poll(): Promise<unknown[]>;
}
