import { describe, expect, it } from 'vitest';
import { meterAnswer } from './meter-answer.ts';

const period = (to: string, litres: number, estimate: number | null) => ({
  to,
  litresPerPersonPerDay: litres,
  estimatedLitresPerPersonPerDay: estimate,
});

describe('meterAnswer', () => {
  it('waits for a period', () => {
    expect(meterAnswer({ periods: [], householdsAnswered: 3, occupiedFlats: 10 })).toBeNull();
  });

  it('sets the latest period beside the norm, the one before and the residents’ estimate', () => {
    const answer = meterAnswer({
      periods: [period('2026-10-02', 168.4, 102), period('2026-10-30', 163.2, 98.6)],
      householdsAnswered: 82,
      occupiedFlats: 120,
    });
    expect(answer).toMatchObject({ meter: 163, estimate: 99, norm: 135, change: -5 });
    expect(answer?.sentence).toBe(
      "The meter says 163 L a person a day up to 2026-10-30, 28 L over the 135 L norm, 5 L down on the period before. The residents' answers say 99 L: they cover 82 of 120 occupied flats, and common areas, tanker top-ups and leaks are not in them.",
    );
  });

  it('says so when nobody has answered, and when the meter is under the norm', () => {
    const answer = meterAnswer({
      periods: [period('2026-01-31', 119, null)],
      householdsAnswered: 0,
      occupiedFlats: null,
    });
    expect(answer?.change).toBeNull();
    expect(answer?.sentence).toBe(
      'The meter says 119 L a person a day up to 2026-01-31, 16 L under the 135 L norm. No resident had answered the questionnaire by 2026-01-31, so there is no estimate to set beside it.',
    );
  });
});
