// The score-summary tier (spec section 4). Thresholds are on the total score.

export type Tier = 'excellent' | 'good' | 'poor';

export interface TierInfo {
  tier: Tier;
  emoji: string;
  message: string;
}

export const TIER_THRESHOLDS = { excellent: 100, good: 50 } as const;

const TIERS: Record<Tier, TierInfo> = {
  excellent: {
    tier: 'excellent',
    emoji: '🏆',
    message: "AMAZING! You're a Water Conservation Champion!",
  },
  good: { tier: 'good', emoji: '👍', message: "Good job! You're on the right track!" },
  poor: { tier: 'poor', emoji: '💪', message: "Room for improvement - let's work on it together!" },
};

export function scoreTier(total: number): TierInfo {
  if (total >= TIER_THRESHOLDS.excellent) return TIERS.excellent;
  if (total >= TIER_THRESHOLDS.good) return TIERS.good;
  return TIERS.poor;
}
