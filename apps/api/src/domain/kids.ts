import { and, eq } from 'drizzle-orm';
import { stickers } from '@wf/db/schema';
import { MISSION_KEYS, missionSticker, STICKER_KEYS, type StickerKey } from '@wf/scoring/kids';
import type { z } from 'zod';
import { recordOnBehalf } from './audit-log.ts';
import { authorizeProfile } from './authz.ts';
import type { Deps } from './deps.ts';
import type { completeQuizSchema, setMissionSchema } from './kids-schemas.ts';
import type { SessionProfile } from './sessions.ts';
import type { ReadDb } from './snapshot.ts';
import type { WriteScope } from './store.ts';

// The kids' corner (issue 12, item 3): missions ticked off and stickers collected, one set a
// profile, its own or (for the administrator) anyone's. A ticked mission is its sticker.

export type SetMissionInput = z.output<typeof setMissionSchema>;
export type CompleteQuizInput = z.output<typeof completeQuizSchema>;

function kidsBody(db: ReadDb, profileId: number, newSticker: StickerKey | null) {
  const rows = db.select().from(stickers).where(eq(stickers.profileId, profileId)).all();
  const earned = new Map(rows.map((r) => [r.sticker, r.earnedAt]));
  return {
    // In album order; a sticker no longer in the album is not shown.
    stickers: STICKER_KEYS.flatMap((sticker) => {
      const at = earned.get(sticker);
      return at ? [{ sticker, earnedAt: at.toISOString() }] : [];
    }),
    missions: MISSION_KEYS.map((mission) => ({
      mission,
      done: earned.has(missionSticker(mission)),
    })),
    newSticker,
  };
}

/** Gives a sticker once; says whether it is new. Used inside a write. */
export function awardSticker({ db }: WriteScope, profileId: number, sticker: StickerKey): boolean {
  const inserted = db
    .insert(stickers)
    .values({ profileId, sticker })
    .onConflictDoNothing()
    .returning()
    .get();
  return inserted !== undefined;
}

export function getKids(deps: Deps, caller: SessionProfile, userId: number | undefined) {
  return kidsBody(deps.store.db, authorizeProfile(caller, userId), null);
}

/** Ticks a mission off (its sticker) or back on (the sticker goes). */
export function setMission(deps: Deps, caller: SessionProfile, input: SetMissionInput) {
  const profileId = authorizeProfile(caller, input.userId);
  const sticker = missionSticker(input.mission);
  const earned = deps.store.write((tx) => {
    recordOnBehalf(
      tx.db,
      caller,
      profileId,
      `Mission ${input.done ? 'done' : 'undone'} (${input.mission})`,
    );
    if (input.done) return awardSticker(tx, profileId, sticker);
    tx.db
      .delete(stickers)
      .where(and(eq(stickers.profileId, profileId), eq(stickers.sticker, sticker)))
      .run();
    return false;
  });
  return kidsBody(deps.store.db, profileId, earned ? sticker : null);
}

/** The kids' quiz was played to the end: its sticker, whatever the result. */
export function completeQuiz(deps: Deps, caller: SessionProfile, input: CompleteQuizInput) {
  const profileId = authorizeProfile(caller, input.userId);
  const earned = deps.store.write((tx) => {
    recordOnBehalf(tx.db, caller, profileId, 'Kids’ quiz completed');
    return awardSticker(tx, profileId, 'quiz');
  });
  return kidsBody(deps.store.db, profileId, earned ? 'quiz' : null);
}
