// Deterministic pseudo-randomness for sandbox seeds: the same end user always gets the same data,
// different users get different ids, and no seed touches Math.random.

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-distributed generator; returns floats in [0, 1). */
export function seededRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns a generator of ids like `C04F2K9QX1` from one alphabet, deterministic for the seed. */
export function seededIds(seed: string, alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'): (prefix: string, length: number) => string {
  const random = seededRandom(seed);
  return (prefix, length) => {
    let id = prefix;
    for (let i = 0; i < length; i++) id += alphabet[Math.floor(random() * alphabet.length)];
    return id;
  };
}

/**
 * Deterministic choices for content made from a name (decision G5: a container a test task names is
 * created on first reference, the same for every user). The seed is the kind and the name, never
 * the user.
 */
export function seededPicker(seed: string) {
  const random = seededRandom(seed);
  return {
    /** An integer in [min, max]. */
    int: (min: number, max: number): number => min + Math.floor(random() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)],
    /** `count` distinct items in a seeded order. */
    some: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
      return chosen;
    },
  };
}
