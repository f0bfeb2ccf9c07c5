import { ASSETS } from "@app/hl-sim/market/assets";
import { Market } from "@app/hl-sim/market/market";
import { unitsToPrice } from "@app/hl-sim/numbers/price-rules";
import { MINUTE, toTick } from "./exit-helpers.ts";

/**
 * A long's trailing stop followed by hand, as the tests expect the exchange to show it after each step: `percent`
 * under the best mark seen, down to the tick, moved only when that is a tick and 5 bps above the stop and under
 * the mark.
 */
export class Trail {
  best: number;
  stop: number;
  moves: number[] = [];
  readonly #percent: number;
  readonly #tick: number;

  constructor(mark: number, stop: number, options: { percent: number; tick: number }) {
    this.best = mark;
    this.stop = stop;
    this.#percent = options.percent;
    this.#tick = options.tick;
  }

  /** Takes the mark of one step; answers the stop after it. */
  see(mark: number): number {
    this.best = Math.max(this.best, mark);
    const candidate = toTick(this.best * (1 - this.#percent / 100), this.#tick, "down");
    if (candidate - this.stop >= Math.max(this.#tick, this.stop * 0.0005) - 1e-9 && candidate < mark) {
      this.stop = candidate;
      this.moves.push(candidate);
    }
    return this.stop;
  }
}

/** What a trail test needs of the market after it opens its long. */
export interface TrailNeeds {
  readonly coin: string;
  readonly tick: number;
  /** The trail's distance in %. */
  readonly percent: number;
  /** The first stop's distance under the mark, as `openWithStop` places it. */
  readonly stopFraction: number;
  /** Moves the test waits for. */
  readonly moves: number;
  /** Minutes (steps) the test may take for them. */
  readonly within: number;
}

/** The local exchange whose market a test plans on: its seed and its anchor (the clock when it was created). */
export interface SeededExchange {
  readonly seed: number;
  readonly anchor: number;
}

/** Fewest steps a chosen start may take: the steps before the awaited move check that nothing moved early. */
const MIN_STEPS = 3;

/**
 * The minute from `from` (within six hours) from which `stepsToFit` holds of the marks that follow in the fewest
 * one-minute steps (at least {@link MIN_STEPS}), computed in advance: the local exchange's market is a pure
 * function of its seed, its anchor and the time. Without this search a test's market depends on the hour it runs
 * at: in about one run in ten a falling hour gave a trail too few moves in 720 steps or hit the stop, and stepping
 * through all of them on a loaded machine outlasted the test's time limit. The soonest fit rather than the first:
 * each step is a pass of the exit manager and a look at the account, and the first fitting minute took 7 to 98.
 * Each later minute is followed only as far as the best so far, and each mark is computed once.
 */
function soonestStart(
  exchange: SeededExchange,
  coin: string,
  from: number,
  within: number,
  stepsToFit: (markAt: (step: number) => number, limit: number) => number | undefined,
): number {
  const market = new Market(exchange.seed, exchange.anchor);
  const asset = ASSETS.find((candidate) => candidate.name === coin);
  if (!asset) throw new Error(`${coin} is not listed on the local exchange`);
  const marks = new Map<number, number>();
  const markAt = (time: number) => {
    let mark = marks.get(time);
    if (mark === undefined) {
      mark = unitsToPrice(market.quote(asset, time).mark, asset.szDecimals);
      marks.set(time, mark);
    }
    return mark;
  };
  const searched = 6 * 60;
  let best: { start: number; steps: number } | undefined;
  for (let start = from; start <= from + searched * MINUTE && best?.steps !== MIN_STEPS; start += MINUTE) {
    const steps = stepsToFit((step) => markAt(start + step * MINUTE), best ? best.steps - 1 : within);
    if (steps !== undefined && steps >= MIN_STEPS) best = { start, steps };
  }
  if (!best) throw new Error(`no minute in the ${searched} from ${from} fits the test`);
  return best.start;
}

/**
 * The minute at which a test can open a long and see its trail move `needs.moves` times in the fewest one-minute
 * steps (at most `needs.within`), with a step after its first move where the mark is under its best and the stop
 * stays put (it only moves up), its stop staying clear of the marks (0.3 % under every one of them).
 */
export function trailStart(exchange: SeededExchange, from: number, needs: TrailNeeds): number {
  return soonestStart(exchange, needs.coin, from, needs.within, (markAt, limit) => {
    const opened = markAt(0);
    const trail = new Trail(opened, Math.round(opened * (1 - needs.stopFraction)), needs);
    let held = false;
    for (let step = 1; step <= limit; step += 1) {
      const mark = markAt(step);
      if (mark <= trail.stop * 1.003) return undefined;
      const moved = trail.moves.length;
      const dip = mark < trail.best;
      trail.see(mark);
      held ||= moved > 0 && dip && trail.moves.length === moved;
      if (trail.moves.length >= needs.moves) return held ? step : undefined;
    }
    return undefined;
  });
}

/**
 * The minute at which a test can open a long and see the mark rise `percent` % above it (plus 0.1 % for the
 * spread paid at entry) in the fewest one-minute steps (at most `within`), without falling to 0.3 % above its
 * stop first.
 */
export function riseStart(
  exchange: SeededExchange,
  from: number,
  needs: { coin: string; percent: number; stopFraction: number; within: number },
): number {
  return soonestStart(exchange, needs.coin, from, needs.within, (markAt, limit) => {
    const opened = markAt(0);
    const stop = Math.round(opened * (1 - needs.stopFraction));
    for (let step = 1; step <= limit; step += 1) {
      const mark = markAt(step);
      if (mark <= stop * 1.003) return undefined;
      if (mark >= opened * (1 + (needs.percent + 0.1) / 100)) return step;
    }
    return undefined;
  });
}
