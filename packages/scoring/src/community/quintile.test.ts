import { describe, expect, it } from 'vitest';
import { mostEfficientFifth } from './quintile';

describe('mostEfficientFifth', () => {
  it('is the lowest fifth, rounded up: its size, mean and upper edge', () => {
    expect(mostEfficientFifth([100, 80, 60, 120, 90, 70, 110, 130, 150, 140])).toEqual({
      count: 2,
      mean: 65,
      upper: 70,
    });
    expect(mostEfficientFifth([50, 40, 30, 20, 10, 60])).toEqual({ count: 2, mean: 15, upper: 20 });
    expect(mostEfficientFifth([42])).toEqual({ count: 1, mean: 42, upper: 42 });
    expect(mostEfficientFifth([])).toBeNull();
  });
});
