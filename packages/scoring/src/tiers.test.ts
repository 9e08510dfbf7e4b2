import { describe, expect, it } from 'vitest';
import { scoreTier } from './tiers';

describe('scoreTier', () => {
  it.each([
    [159, 'excellent'],
    [100, 'excellent'],
    [99, 'good'],
    [50, 'good'],
    [49, 'poor'],
    [0, 'poor'],
  ] as const)('%i is %s', (total, tier) => {
    expect(scoreTier(total).tier).toBe(tier);
  });

  it("uses the spec's messages", () => {
    expect(scoreTier(100).message).toBe("AMAZING! You're a Water Conservation Champion!");
    expect(scoreTier(75).message).toBe("Good job! You're on the right track!");
    expect(scoreTier(10).message).toBe("Room for improvement - let's work on it together!");
  });

  it('gives each tier its own emoji', () => {
    const emojis = [scoreTier(100), scoreTier(50), scoreTier(0)].map((t) => t.emoji);
    expect(new Set(emojis).size).toBe(3);
    for (const e of emojis) expect(e).not.toBe('');
  });

  it('puts a fractional score just under a threshold in the lower tier', () => {
    expect(scoreTier(99.5).tier).toBe('good');
    expect(scoreTier(49.9).tier).toBe('poor');
  });
});
