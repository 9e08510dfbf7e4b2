// The seeded demo community (issue 11): a few hundred residents with histories, pledges and the
// society's meter readings, generated from one seed so that the same seed on the same day gives
// the same community. Pure: seed-demo.ts writes what this returns.

import { QUESTIONS, optionPoints, scoreResponses, type Responses } from '@wf/scoring';
import { seededRandom } from '@wf/scoring/random';
import { actionPlan, evaluatePledge, footprint, pledgeLitresSaved } from '@wf/scoring/water';

export interface DemoOptions {
  seed: number;
  residents: number;
  /** The day the history ends on (its attempts are before the end of it), UTC. */
  today: Date;
}

export interface DemoAttempt {
  at: Date;
  responses: Responses;
  totalScore: number;
  directScore: number;
  indirectScore: number;
}

export interface DemoPledge {
  questionKey: Responses extends Record<infer K, string> ? K : never;
  betterAnswer: string;
  createdAt: Date;
  /** Index of the attempt that resolved it, if any. */
  resolvedBy: number | null;
  status: 'open' | 'kept' | 'not_kept';
  litresSavedPerDay: number | null;
}

export interface DemoResident {
  profileName: string;
  email: string;
  apartment: string;
  createdAt: Date;
  attempts: DemoAttempt[];
  pledges: DemoPledge[];
}

export interface DemoMeterReading {
  date: string;
  readingKl: number;
  occupiedFlats: number;
  residents: number;
}

export interface DemoCommunity {
  residents: DemoResident[];
  meterReadings: DemoMeterReading[];
}

const DAY = 24 * 60 * 60 * 1000;
export const DEMO_EMAIL_DOMAIN = 'demo.example.org';
export const HISTORY_DAYS = 168;

const FIRST = [
  'Aarav',
  'Aditi',
  'Ananya',
  'Arjun',
  'Diya',
  'Ishaan',
  'Kavya',
  'Meera',
  'Neha',
  'Nikhil',
  'Priya',
  'Rahul',
  'Riya',
  'Rohan',
  'Saanvi',
  'Sanjay',
  'Shreya',
  'Sunita',
  'Tanvi',
  'Vikram',
  'Vivaan',
  'Zoya',
  'Farhan',
  'Lakshmi',
  'Gurpreet',
  'Joseph',
  'Mary',
  'Anil',
  'Deepa',
  'Kiran',
];
const LAST = [
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Gupta',
  'Khan',
  'Singh',
  'Das',
  'Menon',
  'Joshi',
  'Rao',
  'Mehta',
  'Pillai',
  'Verma',
  'Kulkarni',
  'Bose',
  'Thomas',
  'Ghosh',
  'Chopra',
];
const TOWERS = ['A', 'B', 'C', 'D'];

/** A realistic answer set: options that score better are likelier, as in a community that cares. */
function answers(random: () => number): Responses {
  return Object.fromEntries(
    QUESTIONS.map((q) => {
      const weights = q.options.map((o) => (optionPoints(q.key, o) + 1) ** 1.3);
      let pick = random() * weights.reduce((a, b) => a + b, 0);
      const index = weights.findIndex((w) => (pick -= w) < 0);
      return [q.key, q.options[index === -1 ? q.options.length - 1 : index]];
    }),
  ) as Responses;
}

function attempt(at: Date, responses: Responses): DemoAttempt {
  return { at, responses, ...scoreResponses(responses) };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/**
 * A resident's history: a first attempt after signing up, then up to four more, each taking one
 * or two changes of their action plan (and keeping most pledges), sometimes slipping on one.
 */
function history(random: () => number, signup: number, end: number) {
  const attempts: DemoAttempt[] = [];
  const pledges: DemoPledge[] = [];
  let at = signup + random() * 10 * DAY;
  if (at >= end) return { attempts, pledges };
  let current = answers(random);
  attempts.push(attempt(new Date(at), current));
  const more = Math.floor(random() * 5);
  for (let i = 0; i < more; i++) {
    const plan = actionPlan(current);
    const open =
      plan.length > 0 && random() < 0.45
        ? plan[Math.floor(random() * Math.min(3, plan.length))]
        : undefined;
    const pledge: DemoPledge | undefined = open && {
      questionKey: open.questionKey,
      betterAnswer: open.betterAnswer,
      createdAt: new Date(at + DAY),
      resolvedBy: null,
      status: 'open',
      litresSavedPerDay: null,
    };
    if (pledge) pledges.push(pledge);
    const next = at + (7 + random() * 28) * DAY;
    if (next >= end) break;
    const previous = current;
    let changed = { ...current };
    if (pledge && random() < 0.65)
      changed = { ...changed, [pledge.questionKey]: pledge.betterAnswer };
    for (const action of plan.slice(0, 1 + Math.floor(random() * 2))) {
      if (random() < 0.5) changed = { ...changed, [action.questionKey]: action.betterAnswer };
    }
    if (random() < 0.2) {
      const q = pick(random, QUESTIONS);
      changed = { ...changed, [q.key]: pick(random, q.options) };
    }
    current = changed;
    at = next;
    attempts.push(attempt(new Date(at), current));
    if (pledge) {
      pledge.resolvedBy = attempts.length - 1;
      pledge.status = evaluatePledge(pledge, current);
      pledge.litresSavedPerDay = pledgeLitresSaved(pledge, previous, current);
    }
  }
  return { attempts, pledges };
}

export function demoCommunity({ seed, residents: count, today }: DemoOptions): DemoCommunity {
  const random = seededRandom(seed);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + DAY - 1;
  const start = end - HISTORY_DAYS * DAY;
  const residents: DemoResident[] = [];
  const flats: string[] = [];
  for (let i = 0; i < count; i++) {
    // About one flat in six has a second member (a child, say) with a profile of their own.
    const shared = flats.length > 0 && random() < 0.16;
    const apartment = shared
      ? pick(random, flats)
      : `${pick(random, TOWERS)}-${1 + Math.floor(random() * 12)}${String(1 + Math.floor(random() * 8)).padStart(2, '0')}`;
    if (!shared) flats.push(apartment);
    const profileName = `${pick(random, FIRST)} ${pick(random, LAST)} ${i + 1}`;
    // Sign-ups come in waves: most in the first weeks of the campaign, some later.
    const signup = start + (random() < 0.6 ? random() * 28 : random() * HISTORY_DAYS) * DAY;
    const neverAnswers = random() < 0.14;
    const { attempts, pledges } = neverAnswers
      ? { attempts: [], pledges: [] }
      : history(random, signup, end);
    residents.push({
      profileName,
      email: `demo.${i + 1}@${DEMO_EMAIL_DOMAIN}`,
      apartment,
      createdAt: new Date(signup),
      attempts,
      pledges,
    });
  }
  return { residents, meterReadings: meterReadings(random, new Set(flats).size, start, end) };
}

/**
 * A reading every four weeks from the day before the campaign's start: the people the flats hold, and about
 * 150-175 L a person a day (common areas and leaks above what homes estimate), a little less
 * as the campaign goes on.
 */
function meterReadings(
  random: () => number,
  flats: number,
  start: number,
  end: number,
): DemoMeterReading[] {
  const readings: DemoMeterReading[] = [];
  let kl = 18_000 + Math.round(random() * 5000);
  const occupiedFlats = Math.max(1, flats);
  // The last reading is yesterday's at the latest, never today's: an organiser trying the demo
  // records today's reading on top of it (readings go forward one day at least).
  for (let day = start - DAY, n = 0; day <= end - DAY; day += 28 * DAY, n++) {
    const residents = Math.round(occupiedFlats * (3.4 + random() * 0.4));
    if (n > 0) {
      const perPerson = 172 - n * 3 + random() * 10;
      kl += (perPerson * residents * 28) / 1000;
    }
    readings.push({
      date: new Date(day).toISOString().slice(0, 10),
      readingKl: Math.round(kl * 10) / 10,
      occupiedFlats,
      residents,
    });
  }
  return readings;
}

/** The household's litres a person a day (used by the seed's summary line). */
export function perPerson(responses: Responses): number {
  return footprint(responses).direct.perPersonPerDay;
}
