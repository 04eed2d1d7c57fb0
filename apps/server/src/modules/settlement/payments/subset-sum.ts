/**
 * The bounded subset-sum of the match suggestions: sets of a customer's open orders whose
 * outstanding amounts add up exactly to a payment's rest, in fen (integers, never floats). Bounded:
 * at most `maxItems` candidates, sets of at most `maxSize`, and a node budget, so a customer with
 * many orders of similar amounts cannot make a request slow. Pure.
 */

export type SubsetItem = { id: number; fen: number };

export type SubsetOptions = {
  /** Sets of at most this many orders. */
  maxSize: number;
  /** Answers at most this many sets. */
  maxSets: number;
  /** Search steps at most (a step: one order tried in a set). */
  budget: number;
};

export const DEFAULT_SUBSET_OPTIONS: SubsetOptions = { maxSize: 6, maxSets: 3, budget: 20_000 };

/** An amount text ("123.45") in fen. */
export const fenOf = (amount: string): number => {
  const [yuan, cents = ''] = amount.trim().split('.');
  const sign = yuan.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number.parseInt(yuan, 10)) * 100 + Number.parseInt(`${cents}00`.slice(0, 2), 10));
};

/**
 * Sets (of ids) whose fen add up exactly to `target`, with two orders or more, fewest orders first
 * (then in search order: larger amounts first). `exhausted` says the budget ran out before the
 * search was complete.
 */
export const exactSubsets = (
  items: readonly SubsetItem[],
  target: number,
  options: SubsetOptions = DEFAULT_SUBSET_OPTIONS,
): { sets: number[][]; exhausted: boolean } => {
  const sorted = items.filter((item) => item.fen > 0 && item.fen <= target).sort((x, y) => y.fen - x.fen);
  // suffix[i]: the sum of sorted[i..]: a branch that cannot reach the target any more stops.
  const suffix = new Array<number>(sorted.length + 1).fill(0);
  for (let i = sorted.length - 1; i >= 0; i -= 1) suffix[i] = suffix[i + 1] + sorted[i].fen;
  const found: number[][] = [];
  let steps = 0;
  let exhausted = false;
  const chosen: number[] = [];

  // Iterative deepening on the set size: the fewest orders come first.
  for (let size = 2; size <= options.maxSize && found.length < options.maxSets && !exhausted; size += 1) {
    const search = (start: number, left: number): void => {
      if (found.length >= options.maxSets || exhausted) return;
      if (chosen.length === size) {
        if (left === 0) found.push(chosen.map((index) => sorted[index].id));
        return;
      }
      const need = size - chosen.length;
      for (let i = start; i <= sorted.length - need; i += 1) {
        steps += 1;
        if (steps > options.budget) {
          exhausted = true;
          return;
        }
        const fen = sorted[i].fen;
        if (fen > left) continue;
        // Sorted descending: the `need` largest from here on are the most this branch can add.
        if (suffix[i] < left) return;
        if (fen * need < left) return;
        // The same amount as the previous candidate at this depth gives the same sums: skip it.
        if (i > start && sorted[i - 1].fen === fen) continue;
        chosen.push(i);
        search(i + 1, left - fen);
        chosen.pop();
        if (found.length >= options.maxSets || exhausted) return;
      }
    };
    search(0, target);
  }
  return { sets: found, exhausted };
};
