import { and, eq, like } from 'drizzle-orm';
import { stickers } from '@wf/db/schema';
import { dayIn, nextCheckInDay } from '@wf/scoring/check-in';
import { MISSION_KEYS, missionSticker, type MissionKey } from '@wf/scoring/kids';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@wf/scoring/language';
import { HISTORY_LIMIT } from '@wf/scoring/limits';
import { compareFootprints } from '@wf/scoring/water';
import { answeredAttempts, type AnsweredAttempt } from './answers.ts';
import { authorizeAdmin, authorizeProfile } from './authz.ts';
import { currentCampaign } from './campaign.ts';
import type { Deps } from './deps.ts';
import { errors } from './errors.ts';
import { currentParticipantCode } from './participant-code.ts';
import type { SessionProfile } from './sessions.ts';

// What the things to hand out say (issue 30, item 3): the facts behind the poster, a child's
// certificate and the next check-in's calendar entry. The domain decides who may have them;
// apps/api/src/exports writes the files.

/** The signup page's address carrying the participant code, as the poster's QR code holds it. */
export function signupUrl(publicUrl: string, code: string | undefined): string {
  const url = new URL('/signup', `${publicUrl}/`);
  if (code) url.searchParams.set('code', code);
  return url.toString();
}

export interface PosterFacts {
  publicUrl: string;
  signupUrl: string;
  participantCode: string | undefined;
  /** The organiser's campaign while it runs or is ahead: its dates go on the poster. */
  campaign: { start: string; end: string; checkIns: readonly string[] } | null;
}

/** The notice-board poster: the administrator's, since it carries the participant code. */
export function posterFacts(deps: Deps, caller: SessionProfile): PosterFacts {
  authorizeAdmin(caller);
  const code = currentParticipantCode(deps);
  const campaign = currentCampaign(deps);
  const today = dayIn(new Date(), deps.config.TIME_ZONE);
  return {
    publicUrl: deps.config.PUBLIC_URL,
    signupUrl: signupUrl(deps.config.PUBLIC_URL, code),
    participantCode: code,
    campaign:
      campaign && campaign.end >= today
        ? { start: campaign.start, end: campaign.end, checkIns: campaign.checkIns }
        : null,
  };
}

function profileOf(deps: Deps, profileId: number) {
  const profile = deps.store.statements.profileById.get({ id: profileId });
  if (!profile) throw errors.notFound(`No profile with id ${profileId}`);
  const language: Language = isLanguage(profile.language) ? profile.language : DEFAULT_LANGUAGE;
  return { profileName: profile.profileName, language };
}

/**
 * The home's litres a day saved: the first attempt with answers against the latest, by the water
 * model (never points). Null with fewer than two attempts; the first is the oldest of the last
 * HISTORY_LIMIT, as far back as the history screen goes.
 */
function litresSavedPerDay(attempts: AnsweredAttempt[]): number | null {
  const latest = attempts[0];
  const first = attempts.at(-1);
  if (!latest || !first || latest === first) return null;
  const change = compareFootprints(
    { footprint: first.footprint, scores: first },
    { footprint: latest.footprint, scores: latest },
  );
  return change.litresSavedPerDay;
}

export interface CertificateFacts {
  profileName: string;
  language: Language;
  missions: MissionKey[];
  /** Rounded to whole litres; null when there is nothing to compare or no water was saved. */
  litresSavedPerDay: number | null;
  day: string;
}

/** A child's certificate: the profile's own (another's only for the administrator). */
export function certificateFacts(
  deps: Deps,
  caller: SessionProfile,
  userId: number | undefined,
): CertificateFacts {
  const profileId = authorizeProfile(caller, userId);
  const { profileName, language } = profileOf(deps, profileId);
  const earned = new Set(
    deps.store.db
      .select({ sticker: stickers.sticker })
      .from(stickers)
      .where(and(eq(stickers.profileId, profileId), like(stickers.sticker, 'mission-%')))
      .all()
      .map((r) => r.sticker),
  );
  const saved = litresSavedPerDay(answeredAttempts(deps, profileId, HISTORY_LIMIT));
  return {
    profileName,
    language,
    missions: MISSION_KEYS.filter((m) => earned.has(missionSticker(m))),
    // A home that uses more water than at first gets encouragement, not a negative number.
    litresSavedPerDay: saved !== null && Math.round(saved) > 0 ? Math.round(saved) : null,
    day: dayIn(new Date(), deps.config.TIME_ZONE),
  };
}

export interface CheckInFacts {
  /** YYYY-MM-DD, on the community's calendar. */
  day: string;
  language: Language;
  publicUrl: string;
  profileId: number;
}

/** The resident's next check-in (scoring's nextCheckInDay rule), for the calendar file. */
export function nextCheckInFacts(
  deps: Deps,
  caller: SessionProfile,
  userId: number | undefined,
): CheckInFacts {
  const profileId = authorizeProfile(caller, userId);
  const { language } = profileOf(deps, profileId);
  const latest = answeredAttempts(deps, profileId, 2)[0];
  const zone = deps.config.TIME_ZONE;
  return {
    // The organiser's campaign, when there is one, sets the day (the reminders' rule).
    day: nextCheckInDay(
      currentCampaign(deps),
      latest ? dayIn(new Date(latest.createdAt), zone) : null,
      dayIn(new Date(), zone),
    ),
    language,
    publicUrl: deps.config.PUBLIC_URL,
    profileId,
  };
}
