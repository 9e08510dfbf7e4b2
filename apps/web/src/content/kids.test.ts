import { describe, expect, it } from 'vitest';
import english from '../i18n/locales/en/kids.json';
import { ACTIVITIES, FUN_FACTS, KIDS_TIPS, MASCOT_GREETING } from './kids';

const { corner } = english;

describe("the Kids Corner's catalogue", () => {
  it('has every text of the content, in English exactly', () => {
    expect(corner.greeting).toEqual(MASCOT_GREETING);
    const pair = ({ title, text }: { title: string; text: string }) => ({ title, text });
    expect(Object.values(corner.facts)).toEqual(FUN_FACTS.map(pair));
    expect(Object.values(corner.tips)).toEqual(KIDS_TIPS.map(pair));
    expect(Object.keys(corner.activities)).toEqual(ACTIVITIES.map((a) => a.mission));
    for (const activity of ACTIVITIES) {
      const texts = corner.activities[activity.mission];
      expect({ ...pair(texts), steps: Object.values(texts.steps) }).toEqual({
        ...pair(activity),
        steps: activity.steps,
      });
    }
  });
});
