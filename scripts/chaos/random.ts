import { createRandom } from '../seed/random';

/** A seeded random source (the demo seed's mulberry32), so that a failing run can be replayed with its --seed. */
export interface Random {
  next(): number;
  /** An integer in [min, max). */
  integer(min: number, max: number): number;
  chance(probability: number): boolean;
  shuffle<T>(items: T[]): T[];
}

export function randomSource(seed: number): Random {
  const { next } = createRandom(seed);
  const integer = (min: number, max: number) => min + Math.floor(next() * Math.max(1, max - min));
  return {
    next,
    integer,
    chance: (probability) => next() < probability,
    shuffle(items) {
      for (let index = items.length - 1; index > 0; index--) {
        const other = integer(0, index + 1);
        [items[index], items[other]] = [items[other]!, items[index]!];
      }
      return items;
    },
  };
}
