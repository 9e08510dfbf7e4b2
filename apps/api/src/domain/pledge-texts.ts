import { asc, and, eq } from 'drizzle-orm';
import { pledges } from '@wf/db/schema';
import type { Language } from '@wf/scoring/language';
import { actionText } from '@wf/scoring/water';
// The Hindi "I will ..." texts have one home, the web's catalogue (English is @wf/scoring/water
// itself): a reminder reads the same file, bundled with the server, rather than a second copy.
import hindi from '../../../web/src/i18n/locales/hi/water-model.json' with { type: 'json' };
import type { Deps } from './deps.ts';

interface ActionTexts {
  pledge?: string;
  pledges?: Record<string, string>;
}

const HINDI_ACTIONS = (hindi as { actions: Record<string, ActionTexts | undefined> }).actions;

/** A pledge in the reader's language; English when Hindi has no text for it. */
export function pledgeText(language: Language, questionKey: string, betterAnswer: string): string {
  if (language === 'hi') {
    const texts = HINDI_ACTIONS[questionKey];
    const text = texts?.pledges?.[betterAnswer] ?? texts?.pledge;
    if (text) return text;
  }
  return actionText(questionKey as Parameters<typeof actionText>[0], betterAnswer).pledge;
}

/** A profile's open pledges, oldest first, as the reminder lists them. */
export function openPledgeTexts(deps: Deps, profileId: number, language: Language): string[] {
  return deps.store.db
    .select({ questionKey: pledges.questionKey, betterAnswer: pledges.betterAnswer })
    .from(pledges)
    .where(and(eq(pledges.profileId, profileId), eq(pledges.status, 'open')))
    .orderBy(asc(pledges.createdAt), asc(pledges.id))
    .all()
    .map((p) => pledgeText(language, p.questionKey, p.betterAnswer));
}
