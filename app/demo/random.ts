// Seeded randomness for the demo catalogue. Everything generated must be identical on every run and machine,
// so nothing here touches Math.random or the clock: each generator gets its own stream derived from a seed and
// a label, which keeps one part of the catalogue stable when another part changes how many numbers it draws.

/** The one seed the whole catalogue grows from. */
export const DEMO_SEED = 0x5eed_2026;

/** 32-bit FNV-1a hash: stable across platforms, good enough to derive seeds and colours from ids and labels. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Reads an array element that the caller knows exists; throws instead of silently yielding undefined. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`Index ${index} outside 0..${items.length - 1}`);
  return item;
}

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks `count` distinct items (fewer if the list is shorter), order randomised. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Float in [min, max) skewed towards min: the power curve gives long-tailed counts such as popularity. */
  skewed(min: number, max: number, power: number): number;
}

/** mulberry32: tiny, fast and well distributed for 32-bit seeds. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => at(items, Math.floor(next() * items.length)),
    sample: (items, count) => {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      // Partial Fisher-Yates: only the first n positions need shuffling.
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = at(copy, i);
        copy[i] = at(copy, j);
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
    skewed: (min, max, power) => min + (max - min) * next() ** power,
  };
}

/** A generator for one named part of the catalogue, e.g. rngFor("movie", 100042). */
export function rngFor(...parts: (string | number)[]): Rng {
  return createRng(hashString(`${DEMO_SEED}:${parts.join(":")}`));
}

/** Integer avalanche (murmur3's finaliser): spreads nearby ids such as 100041 and 100042 far apart. */
export function mix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hex8(value: number): string {
  return value.toString(16).padStart(8, "0");
}

/**
 * A 24-hex-digit id in the style of TMDB's credit ids, derived from numbers (title id, person id, a job code).
 * Pure integer arithmetic: the catalogue makes tens of thousands of these at start-up.
 */
export function hexId(a: number, b: number, c = 0): string {
  const first = mix32(a ^ DEMO_SEED);
  const second = mix32(b + Math.imul(first, 31));
  const third = mix32(c + Math.imul(second, 17) + a);
  return hex8(first) + hex8(second) + hex8(third);
}
