// The answer first (issue 28, item 1): what the society's meter says beside the 135 L norm and
// the residents' own estimate, in one sentence the association's secretary reads in seconds.
// One home for the dashboard screen and the community report PDF.
import { NORM_LITRES_PER_PERSON } from './norm.ts';

export interface MeterAnswerPeriod {
  to: string;
  litresPerPersonPerDay: number;
  /** The residents' own answers by the period's end; null before anyone answered. */
  estimatedLitresPerPersonPerDay: number | null;
}

export interface MeterAnswerInput {
  /** The meter's periods, oldest first. */
  periods: readonly MeterAnswerPeriod[];
  /** Households whose answers the estimate counts. */
  householdsAnswered: number;
  /** Occupied flats at the latest reading. */
  occupiedFlats: number | null;
}

export interface MeterAnswer {
  /** The latest period's measured litres a person a day, rounded. */
  meter: number;
  estimate: number | null;
  norm: number;
  /** Litres a person a day against the period before (negative: down); null for the first. */
  change: number | null;
  sentence: string;
}

const r = (n: number) => Math.round(n);

/** The latest period's answer, or null until two readings make a period. */
export function meterAnswer(input: MeterAnswerInput): MeterAnswer | null {
  const latest = input.periods.at(-1);
  if (!latest) return null;
  const before = input.periods.at(-2);
  const meter = r(latest.litresPerPersonPerDay);
  const estimate =
    latest.estimatedLitresPerPersonPerDay === null
      ? null
      : r(latest.estimatedLitresPerPersonPerDay);
  const change = before ? meter - r(before.litresPerPersonPerDay) : null;
  const norm = NORM_LITRES_PER_PERSON;
  const against =
    meter > norm
      ? `${meter - norm} L over the ${norm} L norm`
      : meter < norm
        ? `${norm - meter} L under the ${norm} L norm`
        : `at the ${norm} L norm`;
  const trend =
    change === null
      ? ''
      : change === 0
        ? ', the same as the period before'
        : `, ${Math.abs(change)} L ${change < 0 ? 'down' : 'up'} on the period before`;
  const flats = input.occupiedFlats === null ? '' : ` of ${input.occupiedFlats} occupied flats`;
  const answers =
    estimate === null
      ? // By the period's end: residents may have answered since (the e2e community did, and the
        // screen said "4 of 5 answered" under "no resident has answered yet").
        ` No resident had answered the questionnaire by ${latest.to}, so there is no estimate to set beside it.`
      : ` The residents' answers say ${estimate} L: they cover ${input.householdsAnswered}${flats}, and common areas, tanker top-ups and leaks are not in them.`;
  return {
    meter,
    estimate,
    norm,
    change,
    sentence: `The meter says ${meter} L a person a day up to ${latest.to}, ${against}${trend}.${answers}`,
  };
}
