/** A seeded pseudo-random source for d3-force and the synthetic corpora, so that each is the same on every build. */

/** Numerical Recipes' 32-bit linear congruential generator; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

/** A stable 32-bit seed from a string (FNV-1a), so each ego graph has its own yet fixed seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const unit of text) {
    hash ^= unit.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
