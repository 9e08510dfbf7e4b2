// The one seeded random generator of tests, benchmarks, the demo community and the browser
// runs (not used at runtime): mulberry32, small, fast and the same on every machine, so a run
// that fails can be replayed from its seed.

/** A generator of numbers in [0, 1), fixed by its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
