/** One fill of the account, as much of it as the memory reads. */
export interface MemoryFill {
  readonly coin: string;
  readonly side: "BUY" | "SELL";
  readonly price: number;
  /** Size filled, positive. */
  readonly size: number;
  readonly time: number;
}

/** A position from flat to flat (or to now): its side, average entry and average exit. */
export interface Episode {
  readonly coin: string;
  /** 1 long, -1 short. */
  readonly direction: 1 | -1;
  /** Time of its first opening fill; -Infinity when it was open before the first fill known. */
  openedAt: number;
  /** Size-weighted average of the opening fills; null when they are older than the fills known. */
  entryPrice: number | null;
  /** Size-weighted average of the reducing fills; null before any. */
  exitPrice: number | null;
  /** Time of the fill that made it flat; null while it is open. */
  closedAt: number | null;
}

/** A fill with the position episode it opened, added to, or reduced. */
export interface EpisodeFill {
  readonly coin: string;
  readonly time: number;
  readonly reduces: boolean;
  readonly episode: Episode;
}

/** Sizes below this share of the position count as flat (rounding of decimal sizes). */
const FLAT = 1e-9;

interface Running {
  episode: Episode;
  entryNotional: number;
  entrySize: number;
  exitNotional: number;
  exitSize: number;
}

/**
 * The fills of an account grouped into position episodes per coin. The size before each fill is counted back
 * from the position now, so a fill list that starts in the middle of a position still reads right; such a
 * position's entry is unknown (null).
 */
export function episodesOf(
  fills: readonly MemoryFill[],
  positions: readonly { readonly coin: string; readonly size: number }[],
): { fills: EpisodeFill[]; open: Map<string, Episode> } {
  const sorted = [...fills].sort((a, b) => a.time - b.time);
  const sizeNow = new Map(positions.map((position) => [position.coin, position.size]));
  // The size of each coin's position before its first known fill: now, less every fill since.
  const start = new Map<string, number>();
  for (const fill of sorted) {
    const before = start.get(fill.coin) ?? sizeNow.get(fill.coin) ?? 0;
    start.set(fill.coin, before - (fill.side === "BUY" ? fill.size : -fill.size));
  }
  const running = new Map<string, Running>();
  const sizes = new Map<string, number>();
  const opened = (coin: string, direction: 1 | -1, time: number, known: boolean): Running => {
    const state: Running = {
      episode: { coin, direction, openedAt: time, entryPrice: null, exitPrice: null, closedAt: null },
      entryNotional: 0,
      entrySize: 0,
      exitNotional: 0,
      exitSize: 0,
    };
    if (!known) state.episode.openedAt = Number.NEGATIVE_INFINITY;
    running.set(coin, state);
    return state;
  };
  for (const [coin, size] of start) {
    const flat = Math.abs(size) <= FLAT * Math.max(1, Math.abs(sizeNow.get(coin) ?? 0));
    sizes.set(coin, flat ? 0 : size);
    if (!flat) opened(coin, size > 0 ? 1 : -1, Number.NEGATIVE_INFINITY, false);
  }

  const result: EpisodeFill[] = [];
  for (const fill of sorted) {
    const before = sizes.get(fill.coin) ?? 0;
    const delta = fill.side === "BUY" ? fill.size : -fill.size;
    const after = before + delta;
    const tolerance = FLAT * Math.max(1, Math.abs(before), Math.abs(delta));
    const current = running.get(fill.coin);
    if (current && before !== 0 && Math.sign(delta) !== Math.sign(before)) {
      const closing = Math.min(Math.abs(delta), Math.abs(before));
      current.exitNotional += closing * fill.price;
      current.exitSize += closing;
      current.episode.exitPrice = current.exitNotional / current.exitSize;
      result.push({ coin: fill.coin, time: fill.time, reduces: true, episode: current.episode });
      const remainder = Math.abs(delta) - closing;
      if (Math.abs(after) <= tolerance || Math.sign(after) !== Math.sign(before)) {
        current.episode.closedAt = fill.time;
        running.delete(fill.coin);
      }
      if (remainder > tolerance) {
        // A flip: what is left of the fill opens the other side.
        const flipped = opened(fill.coin, delta > 0 ? 1 : -1, fill.time, true);
        addEntry(flipped, remainder, fill.price);
        result.push({ coin: fill.coin, time: fill.time, reduces: false, episode: flipped.episode });
      }
    } else {
      const state = current ?? opened(fill.coin, delta > 0 ? 1 : -1, fill.time, true);
      addEntry(state, Math.abs(delta), fill.price);
      result.push({ coin: fill.coin, time: fill.time, reduces: false, episode: state.episode });
    }
    sizes.set(fill.coin, Math.abs(after) <= tolerance ? 0 : after);
  }
  return { fills: result, open: new Map([...running].map(([coin, state]) => [coin, state.episode])) };
}

function addEntry(state: Running, size: number, price: number): void {
  // An episode open before the known fills keeps an unknown entry: its first fills are not all known.
  if (state.episode.openedAt === Number.NEGATIVE_INFINITY) return;
  state.entryNotional += size * price;
  state.entrySize += size;
  state.episode.entryPrice = state.entryNotional / state.entrySize;
}
