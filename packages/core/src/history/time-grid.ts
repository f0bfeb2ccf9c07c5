/** One point of a line drawn on an evenly timed axis: time in whole seconds. */
export interface TimedPoint {
  readonly time: number;
  readonly value: number;
}

/**
 * Puts a line's points (whole seconds, strictly increasing) on an evenly spaced time grid of at most `slots`
 * steps, because lightweight-charts spaces points by their index, not their time: a day of sparse exchange
 * history beside an hour of minute readings would otherwise take the same width. Each point lands in its
 * nearest slot (the later one wins a shared slot); slots between points are filled on the straight line
 * between them, so the drawn line keeps its shape, only spaced by time. The last point keeps its own time.
 */
export function onTimeGrid(points: readonly TimedPoint[], slots: number): TimedPoint[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 3 || slots < 2) return [...points];
  const step = Math.max(1, Math.ceil((last.time - first.time) / (slots - 1)));
  const slotOf = (time: number) => Math.round((time - first.time) / step);
  const known = new Map<number, number>();
  for (const point of points) known.set(slotOf(point.time), point.value);
  const lastSlot = slotOf(last.time);
  const grid: TimedPoint[] = [];
  let previous = 0;
  for (const [slot, value] of [...known.entries()].sort((a, b) => a[0] - b[0])) {
    const before = known.get(previous) ?? value;
    for (let gap = previous + 1; gap < slot; gap += 1) {
      const share = (gap - previous) / (slot - previous);
      grid.push({ time: first.time + gap * step, value: before + (value - before) * share });
    }
    grid.push({ time: slot === lastSlot ? last.time : first.time + slot * step, value });
    previous = slot;
  }
  return grid;
}
