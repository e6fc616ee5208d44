/** A seeded pseudo-random source for the synthetic corpora and the randomised tests, so that each is the same on every run. */

/** Numerical Recipes' 32-bit linear congruential generator; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}
