// The most efficient fifth (issue 11): the households that use the least water per person, as
// home water reports show "efficient neighbours". Lower is better here.

export interface EfficientFifth {
  /** How many households make the fifth: a fifth of them, rounded up, at least one. */
  count: number;
  /** Their mean: the figure shown ("the most efficient fifth use about ..."). */
  mean: number;
  /** The largest value inside the fifth: at or below it, a household is in it. */
  upper: number;
}

export function mostEfficientFifth(values: readonly number[]): EfficientFifth | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const count = Math.ceil(sorted.length / 5);
  const fifth = sorted.slice(0, count);
  return {
    count,
    mean: fifth.reduce((sum, v) => sum + v, 0) / count,
    upper: fifth[count - 1]!,
  };
}
