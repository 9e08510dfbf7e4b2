// Every English text has one home: a text @wf/scoring exports is not written again in the web's
// English catalogues (the namespaces that need it are built from the package's objects, see
// ./english). This walks every entry point of the package and every English JSON file.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as scoring from '@wf/scoring';
import * as accountFields from '@wf/scoring/account-fields';
import * as accounts from '@wf/scoring/accounts';
import * as adminSearch from '@wf/scoring/admin-search';
import * as community from '@wf/scoring/community';
import * as dashboard from '@wf/scoring/dashboard';
import * as earlierHistory from '@wf/scoring/earlier-history';
import * as errorReasons from '@wf/scoring/error-reasons';
import * as exportsCatalogue from '@wf/scoring/exports-catalogue';
import * as fieldErrors from '@wf/scoring/field-errors';
import * as householdKey from '@wf/scoring/household-key';
import * as kids from '@wf/scoring/kids';
import * as language from '@wf/scoring/language';
import * as limits from '@wf/scoring/limits';
import * as meterFields from '@wf/scoring/meter-fields';
import * as meterReadings from '@wf/scoring/meter-readings';
import * as passwordFeedback from '@wf/scoring/password-feedback';
import * as rateLimits from '@wf/scoring/rate-limits';
import * as water from '@wf/scoring/water';
import { flatten } from './catalogue-check';
import type { Catalogue } from './catalogue-check';

const ENTRY_POINTS = [
  scoring,
  accountFields,
  accounts,
  adminSearch,
  community,
  dashboard,
  earlierHistory,
  errorReasons,
  exportsCatalogue,
  fieldErrors,
  householdKey,
  kids,
  language,
  limits,
  meterFields,
  meterReadings,
  passwordFeedback,
  rateLimits,
  water,
];

/**
 * Texts that are two different things worded alike, not one text written twice: the detective's
 * "Yes"/"No" buttons and units, and its "Shower flow" heading beside the factor table's label.
 */
const ALIKE = new Set(['Yes', 'No', 'litres', 'seconds', 'Shower flow']);

function strings(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  if (!value || typeof value !== 'object' || seen.has(value)) return into;
  seen.add(value);
  const inner =
    value instanceof Map
      ? [...value.keys(), ...value.values()]
      : value instanceof Set || Array.isArray(value)
        ? [...(value as Iterable<unknown>)]
        : [...Object.keys(value), ...Object.values(value)];
  for (const v of inner) strings(v, into, seen);
  return into;
}

function packageTexts(): Set<string> {
  const texts = new Set<string>();
  for (const entry of ENTRY_POINTS) strings(Object.values(entry), texts);
  // The action texts are made by a function, from the question and its better answer.
  for (const q of scoring.QUESTIONS)
    for (const option of water.pledgeableOptions(q.key)) {
      const { title, pledge } = water.actionText(q.key, option);
      texts.add(title).add(pledge);
    }
  return texts;
}

const dir = new URL('./locales/en/', import.meta.url);

describe('English texts', () => {
  it('are written once: no English catalogue repeats a text of @wf/scoring', () => {
    const ofPackage = packageTexts();
    const twice: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const catalogue = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Catalogue;
      for (const [key, text] of flatten(catalogue))
        if (ofPackage.has(text) && !ALIKE.has(text)) twice.push(`${file}: ${key}: ${text}`);
    }
    expect(twice).toEqual([]);
  });

  it('finds a text written twice (the check can fail)', () => {
    expect(packageTexts().has(scoring.QUESTIONS[0]!.text)).toBe(true);
    expect(packageTexts().has(accountFields.MESSAGES.emailTaken)).toBe(true);
  });
});
