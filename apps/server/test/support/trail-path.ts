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

/**
 * The first minute from `from` at which a test can open a long and see its trail move `needs.moves` times within
 * `needs.within` one-minute steps, its stop staying clear of the marks (0.3 % under every one of them).
 *
 * The local exchange's market is a pure function of its seed, its anchor (the clock when it was created) and the
 * time, so the marks the exchange will show are computed here in advance. Without this search, a test's market
 * depends on the hour it runs at: in about one run in ten a falling hour gave too few moves in 720 steps, and
 * stepping through all of them on a loaded machine outlasted the test's time limit.
 */
export function trailStart(
  exchange: { seed: number; anchor: number },
  from: number,
  needs: TrailNeeds,
): number {
  const market = new Market(exchange.seed, exchange.anchor);
  const asset = ASSETS.find((candidate) => candidate.name === needs.coin);
  if (!asset) throw new Error(`${needs.coin} is not listed on the local exchange`);
  const markAt = (time: number) => unitsToPrice(market.quote(asset, time).mark, asset.szDecimals);
  const searched = 6 * 60;
  for (let start = from; start <= from + searched * MINUTE; start += MINUTE) {
    const opened = markAt(start);
    const trail = new Trail(opened, Math.round(opened * (1 - needs.stopFraction)), needs);
    for (let step = 1; step <= needs.within; step += 1) {
      const mark = markAt(start + step * MINUTE);
      if (mark <= trail.stop * 1.003) break;
      trail.see(mark);
      if (trail.moves.length >= needs.moves) return start;
    }
  }
  throw new Error(`no minute in the ${searched} from ${from} gives ${needs.moves} trail moves`);
}
