import { averageTrueRange } from "../exits/average-true-range.ts";
import type { ExitPolicy } from "../exits/exit-policy.ts";
import type { MemoryFill } from "../prompt/fill-episodes.ts";
import {
  type GovernorState,
  hasRiskLimits,
  observeRun,
  type RiskLimits,
  type RiskTrip,
} from "../risk/governor.ts";
import { type ReplayMetrics, replayMetrics } from "./metrics.ts";
import {
  REPLAY_TAKER_FEE_RATE,
  ReplayAccount,
  type ReplayAccountState,
  type ReplayCandle,
  type ReplayOrder,
  type ReplayPosition,
  type ReplayRefusal,
  type ReplayTrade,
} from "./replay-account.ts";
import { type Benchmark, buyAndHold } from "./statistics.ts";

/** The replay walks history in hourly candles: the funding period and the finest step it offers. */
export const REPLAY_CANDLE_MS = 3_600_000;

/** What `decide` returns to end a run before its step (a budget reached): results so far are kept. */
export const STOP_REPLAY = "stop";

/** What a decision at one step may see: the account, and each coin's candles closed by then. */
export interface ReplayView {
  readonly time: number;
  readonly cash: number;
  readonly equity: number;
  /** Margin the open positions hold at the last closes. */
  readonly marginUsed: number;
  readonly positions: readonly ReplayPosition[];
  /** The run's fills before the step, oldest first: orders, stops, targets and liquidations (the memory's). */
  readonly fills: readonly MemoryFill[];
  /** Closed hourly candles of `coin` up to the step, oldest first; never a candle that closes later. */
  candles(coin: string): readonly ReplayCandle[];
}

/** An order the step's decision could not place, and why. */
export interface ReplayRejection {
  readonly time: number;
  readonly coin: string;
  readonly reason: ReplayRefusal | "no_market";
}

/** Where a run stood after a completed step: enough to continue it later with the same result. */
export interface ReplayCheckpoint {
  /** Steps completed; the run continues with this step index. */
  readonly step: number;
  readonly account: ReplayAccountState;
  readonly equity: readonly { readonly time: number; readonly equity: number }[];
  readonly trades: readonly ReplayTrade[];
  readonly rejections: readonly ReplayRejection[];
  /** The fills so far; absent in checkpoints written before the memory read them. */
  readonly fills?: readonly MemoryFill[] | undefined;
  /** The risk governor's state; absent in checkpoints written before the replay applied it. */
  readonly governor?: GovernorState | null | undefined;
}

/** A run's inputs: history, step, money, and the decision made at each step. */
export interface ReplayOptions {
  readonly initialBalance: number;
  /** Hourly candles per coin, oldest first; `time` is the candle's open. */
  readonly candles: ReadonlyMap<string, readonly ReplayCandle[]>;
  /** First decision time and the end of the run (ms). */
  readonly start: number;
  readonly end: number;
  /** Time between decisions, a whole number of hours. */
  readonly stepMs: number;
  /** The hourly funding rate of `coin` during the hour that starts at `time`. */
  fundingRate(coin: string, time: number): number;
  /**
   * The orders of the step at `view.time`, already through the guardrails and order rules; or
   * {@link STOP_REPLAY} to end the run there, positions closed at the last closes.
   */
  decide(view: ReplayView): Promise<readonly ReplayOrder[] | typeof STOP_REPLAY>;
  /** Called after every step with the steps done and the total. */
  onProgress?(done: number, total: number): void;
  /** Called after every step with the step's checkpoint, built only if the caller asks for it. */
  onCheckpoint?(checkpoint: () => ReplayCheckpoint): void;
  /** Continue a run from this checkpoint (same history and settings) instead of from the start. */
  readonly resume?: ReplayCheckpoint | undefined;
  /** How stops move after entry, as the live exit manager moves them (default fixed). */
  readonly exitPolicy?: ExitPolicy | undefined;
  /**
   * The auto-trading risk governor the run obeys, as the live loops do (null or no limit set: none). Every
   * step is a run: its equity is observed before the decision, and once a limit trips no decision is asked
   * for again (there is no re-arm in a replay); open positions keep their stops, targets and exit policy,
   * or are closed at the step's marks when the limits say so.
   */
  readonly riskLimits?: RiskLimits | null | undefined;
  readonly signal?: AbortSignal;
}

/** Everything a run produced. */
export interface ReplayResult {
  readonly equity: readonly { readonly time: number; readonly equity: number }[];
  readonly trades: readonly ReplayTrade[];
  readonly rejections: readonly ReplayRejection[];
  readonly feesPaid: number;
  readonly fundingPaid: number;
  readonly metrics: ReplayMetrics;
  /** Buying and holding the run's coins over the window it ran; null when no coin had candles in it. */
  readonly benchmark: Benchmark | null;
  /** The step the run ended before when `decide` stopped it; null when it ran to the end. */
  readonly stoppedAt: number | null;
  /** The risk governor's trip, when one of its limits tripped during the run. */
  readonly riskTrip: RiskTrip | null;
}

/** Index of the first candle whose open is at or after `time` (binary search; candles are sorted). */
function firstAtOrAfter(candles: readonly ReplayCandle[], time: number): number {
  let low = 0;
  let high = candles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((candles[middle] as ReplayCandle).time < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The last close of every coin before `time`: what positions are marked at. */
function closesBefore(candles: ReplayOptions["candles"], time: number): Map<string, number> {
  const closes = new Map<string, number>();
  for (const [coin, series] of candles) {
    const last = series[firstAtOrAfter(series, time) - 1];
    if (last) closes.set(coin, last.close);
  }
  return closes;
}

/**
 * Replays decisions on history without look-ahead: at each step the decision sees only candles that
 * closed before it; its orders fill at the next candle's open; then each hour of the step runs stops
 * and targets, liquidation and funding on that hour's candle. Positions still open at the end are
 * closed at the last close.
 */
export async function runReplay(options: ReplayOptions): Promise<ReplayResult> {
  if (options.stepMs < REPLAY_CANDLE_MS || options.stepMs % REPLAY_CANDLE_MS !== 0) {
    throw new RangeError("The replay step must be a whole number of hours");
  }
  const { resume } = options;
  const accountOptions = { exitPolicy: options.exitPolicy };
  const account = resume
    ? ReplayAccount.restore(resume.account, accountOptions)
    : new ReplayAccount(options.initialBalance, accountOptions);
  const atrTrail = options.exitPolicy?.kind === "trailing" && options.exitPolicy.atr !== undefined;
  const equity = resume ? [...resume.equity] : [{ time: options.start, equity: options.initialBalance }];
  const trades: ReplayTrade[] = resume ? [...resume.trades] : [];
  const rejections: ReplayRejection[] = resume ? [...resume.rejections] : [];
  const fills: MemoryFill[] = [...(resume?.fills ?? [])];
  /** Closes by a stop, a target, a liquidation or the end, as the fills that made them. */
  const closed = (closes: readonly ReplayTrade[]) => {
    for (const trade of closes) {
      const side = trade.side === "LONG" ? "SELL" : "BUY";
      fills.push({ coin: trade.coin, side, price: trade.exitPrice, size: trade.size, time: trade.closedAt });
    }
    trades.push(...closes);
  };
  const total = Math.max(0, Math.ceil((options.end - options.start) / options.stepMs));
  let stoppedAt: number | null = null;
  const limits = options.riskLimits && hasRiskLimits(options.riskLimits) ? options.riskLimits : null;
  let governor: GovernorState | null = resume?.governor ?? null;

  for (let step = resume?.step ?? 0; step < total; step += 1) {
    options.signal?.throwIfAborted();
    const time = options.start + step * options.stepMs;
    const marks = closesBefore(options.candles, time);
    const view: ReplayView = {
      time,
      cash: account.cash,
      equity: account.equity(marks),
      marginUsed: account.marginUsed(marks),
      positions: account.positions(),
      fills: [...fills],
      candles: (coin) => {
        const series = options.candles.get(coin) ?? [];
        return series.slice(0, firstAtOrAfter(series, time - REPLAY_CANDLE_MS + 1));
      },
    };
    if (limits && !governor?.trip) {
      // The live loops' governor (core's observeRun) on the equity this run starts with.
      const verdict = observeRun(governor, limits, { equity: view.equity, now: time });
      governor = verdict.state;
      if (verdict.newTrip && limits.closePositionsOnTrip) closed(account.closeAll(marks, time, "closed"));
    }
    // A tripped governor stops the loop: no decision, so no new position, until the end of the run.
    const orders = governor?.trip ? [] : await options.decide(view);
    if (orders === STOP_REPLAY) {
      // The run ends where it stands: open positions close at the marks the step saw, fees included.
      closed(account.closeAll(marks, time));
      equity[equity.length - 1] = { time, equity: account.equity(marks) };
      stoppedAt = time;
      break;
    }
    for (const order of orders) {
      const series = options.candles.get(order.coin) ?? [];
      const next = series[firstAtOrAfter(series, time)];
      if (!next || next.time >= options.end) {
        rejections.push({ time, coin: order.coin, reason: "no_market" });
        continue;
      }
      const fill = account.execute(order, next.open, next.time);
      if (fill.ok) {
        fills.push({
          coin: order.coin,
          side: order.side,
          price: fill.price,
          size: fill.size,
          time: next.time,
        });
        trades.push(...fill.closed);
      } else rejections.push({ time, coin: order.coin, reason: fill.reason });
    }
    const stepEnd = Math.min(time + options.stepMs, options.end);
    for (let hour = time; hour < stepEnd; hour += REPLAY_CANDLE_MS) {
      const hourCandles = new Map<string, ReplayCandle>();
      for (const [coin, series] of options.candles) {
        const candle = series[firstAtOrAfter(series, hour)];
        if (candle && candle.time < hour + REPLAY_CANDLE_MS) hourCandles.set(coin, candle);
      }
      for (const [coin, candle] of hourCandles) {
        // An ATR trail reads the ATR of the hours before this one, as the live manager reads closed candles.
        const atr = atrTrail ? averageTrueRange(options.candles.get(coin) ?? [], hour) : null;
        closed(account.applyCandle(coin, candle, atr));
      }
      closed(account.applyLiquidation(hourCandles, hour));
      for (const [coin, candle] of hourCandles) {
        account.applyFunding(coin, candle.close, options.fundingRate(coin, hour));
      }
    }
    const closes = closesBefore(options.candles, stepEnd);
    if (step === total - 1) closed(account.closeAll(closes, stepEnd));
    equity.push({ time: stepEnd, equity: account.equity(closes) });
    options.onProgress?.(step + 1, total);
    options.onCheckpoint?.(() => ({
      step: step + 1,
      account: account.state(),
      equity: [...equity],
      trades: [...trades],
      rejections: [...rejections],
      fills: [...fills],
      governor,
    }));
  }

  return {
    equity,
    trades,
    rejections,
    feesPaid: account.feesPaid,
    fundingPaid: account.fundingPaid,
    metrics: replayMetrics(
      equity.map((point) => point.equity),
      trades.map((trade) => trade.pnl),
    ),
    benchmark: buyAndHold(
      options.candles,
      options.start,
      equity.at(-1)?.time ?? options.end,
      REPLAY_TAKER_FEE_RATE,
    ),
    stoppedAt,
    riskTrip: governor?.trip ?? null,
  };
}
