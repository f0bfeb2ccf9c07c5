/**
 * Counter-based randomness: every draw is a pure hash of (seed, stream, index), so any point of the
 * synthetic market can be computed on its own, in any order, and is identical for the same seed.
 * No state, no `Math.random()`.
 */

/** Streams of independent draws; one per kind of quantity so they never correlate. */
export const Stream = {
  hourStep: 1,
  hourJump: 2,
  dayVolatility: 3,
  minuteBridge: 4,
  minuteShape: 5,
  minuteVolume: 6,
  secondNoise: 7,
  premium: 8,
  openInterest: 9,
  tradeId: 10,
  bookDepth: 11,
} as const;

/** Identifier of a draw stream. */
export type StreamId = (typeof Stream)[keyof typeof Stream];

const SQRT3 = Math.sqrt(3);

// lowbias32 (Chris Wellons): a cheap 32-bit mixer with good avalanche.
function mix32(input: number): number {
  let x = input >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** A 32-bit hash of four non-negative integers (each below 2^53). */
export function hash4(a: number, b: number, c: number, d: number): number {
  let h = mix32(0x9e3779b9 ^ a);
  h = mix32(h ^ Math.floor(a / 0x100000000));
  h = mix32(h ^ b);
  h = mix32(h ^ c);
  h = mix32(h ^ Math.floor(c / 0x100000000));
  h = mix32(h ^ d);
  return mix32(h ^ Math.floor(d / 0x100000000));
}

/** Uniform in the open interval (0, 1) from a 32-bit hash. */
export function toUniform(hash: number): number {
  return (hash + 0.5) / 0x100000000;
}

/** A seeded source of draws for one coin: `uniform(stream, index, sub)` etc. */
export class CoinRandom {
  // Hash of (seed, coin, stream) computed once, so a draw costs three mixes.
  readonly #bases: Uint32Array;

  constructor(seed: number, coinIndex: number) {
    const streams = Object.values(Stream);
    this.#bases = new Uint32Array(Math.max(...streams) + 1);
    for (const stream of streams) this.#bases[stream] = hash4(seed >>> 0, coinIndex, stream, 0);
  }

  /** Uniform in (0, 1) for (stream, index, sub); `index` below 2^53, `sub` below 2^32. */
  uniform(stream: StreamId, index: number, sub = 0): number {
    return toUniform(this.#hash(stream, index, sub));
  }

  /**
   * Approximately standard normal for (stream, index, sub): the Irwin–Hall sum of four 16-bit
   * uniforms. Tails stop at ±3.46σ, which suits a synthetic market (its jumps are drawn separately)
   * and costs a fraction of Box–Muller.
   */
  normal(stream: StreamId, index: number, sub = 0): number {
    const a = this.#hash(stream, index, sub * 2);
    const b = this.#hash(stream, index, sub * 2 + 1);
    const sum = (a & 0xffff) + (a >>> 16) + (b & 0xffff) + (b >>> 16);
    return ((sum + 2) / 65536 - 2) * SQRT3;
  }

  /** Exponential with mean 1 for (stream, index, sub). */
  exponential(stream: StreamId, index: number, sub = 0): number {
    return -Math.log(this.uniform(stream, index, sub));
  }

  #hash(stream: StreamId, index: number, sub: number): number {
    let h = mix32((this.#bases[stream] ?? 0) ^ index);
    h = mix32(h ^ Math.floor(index / 0x100000000));
    return mix32(h ^ sub ^ 0x5bd1e995);
  }
}

/** A seeded 52-bit positive integer for ids (trade ids look random on Hyperliquid). */
export function seededId(seed: number, stream: StreamId, index: number): number {
  const high = hash4(seed >>> 0, stream, index, 1) & 0xfffff;
  const low = hash4(seed >>> 0, stream, index, 2);
  return high * 0x100000000 + low + 1;
}
