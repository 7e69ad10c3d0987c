/** A small seeded generator (mulberry32): the same seed gives the same cases, so a failure reproduces. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;
