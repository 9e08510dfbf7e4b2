import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type { QuestionKey, Responses } from '@wf/scoring';
import type { StickerKey } from '@wf/scoring/kids';
import type { DetectiveReading, DetectiveStep, HomeFacts } from '@wf/scoring/water';

const createdAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

// A household is a family (issue 27, item 6): stored, never derived from the flat a profile
// names. A resident joins one with a member's join code (or the organiser's help); until then a
// resident stands alone in a household of their own, even at a flat where a family lives. Its
// readings, goal and pledges belong to it (apps/api/src/domain/households.ts, docs/households.md).
export const households = sqliteTable(
  'households',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // As the first member typed them; every member's profile is kept in step on joining.
    community: text().notNull(),
    apartment: text().notNull(),
    // householdKey() of @wf/scoring/household-key: which flat, folded. Not unique: a resident
    // who typed a family's flat stands alone in a second household at that flat.
    apartmentKey: text().notNull(),
    // Shown to members only; a member can change it (the old one stops working at once).
    joinCode: text().notNull(),
    // What the questionnaire cannot say about the home (issue 27, item 4: no washing machine,
    // fish rather than chicken), given beside it; null until a member gives one. Like the
    // readings it describes the home, so every member's figures are computed with it.
    homeFacts: text({ mode: 'json' }).$type<HomeFacts>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('households_join_code').on(t.joinCode),
    index('households_apartment_key').on(t.apartmentKey),
  ],
);

export const profiles = sqliteTable(
  'profiles',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    profileName: text().notNull(),
    // profileNameKey(profileName) from @wf/scoring/accounts: the unique, case-folded form.
    profileNameKey: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    apartment: text().notNull().default(''),
    apartmentCommunityName: text().notNull(),
    isAdmin: integer({ mode: 'boolean' }).notNull().default(false),
    // The latest attempt, kept in step with `scores` inside the same write transaction so the
    // leaderboard and community stats read one indexed table instead of a per-user subquery.
    waterScore: integer().notNull().default(0),
    directWaterScore: integer().notNull().default(0),
    indirectWaterScore: integer().notNull().default(0),
    latestScoreAt: integer({ mode: 'timestamp_ms' }),
    // The screens' language the resident chose ('en' | 'hi', @wf/scoring/language); null until
    // they choose, when the browser's own choice applies.
    language: text(),
    // The family the profile belongs to. Null only between migration 0009 and the start-up that
    // gives every profile its household (adoptHouseholds in @wf/db/migrate), and for the
    // administrator, who lives in no household.
    householdId: integer().references(() => households.id, { onDelete: 'set null' }),
    // "Show my name in community reports" (issue 28, item 2): off until the resident turns it on
    // on /edit-profile. Profiles record no age, so the default is the one a child needs.
    showNameInReports: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_household').on(t.householdId),
    uniqueIndex('profiles_profile_name_key').on(t.profileNameKey),
    uniqueIndex('profiles_email_unique').on(t.email),
    // Partial index in leaderboard order: residents with a score, best first, earliest first on ties.
    index('profiles_leaderboard')
      .on(sql`${t.waterScore} desc`, t.latestScoreAt)
      .where(sql`${t.isAdmin} = 0 and ${t.latestScoreAt} is not null`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 (hex) of the session token: the token itself is never stored.
    id: text().primaryKey(),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    // Login time: a session never lives past createdAt + its absolute lifetime, however often
    // it is renewed. Rows from before migration 0002 got expiresAt - 30 days.
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(sql`0`),
    // Refreshed at most every few minutes (a write per request would cost every read).
    lastUsedAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(sql`0`),
    // A short summary such as 'Firefox on Android', never the raw User-Agent header.
    userAgent: text().notNull().default(''),
  },
  (t) => [index('sessions_profile_id').on(t.profileId)],
);

export const scores = sqliteTable(
  'scores',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    totalScore: integer().notNull(),
    directScore: integer().notNull(),
    indirectScore: integer().notNull(),
    // Null for an unanswered attempt: a score alone, as the older local-only version kept some.
    responses: text({ mode: 'json' }).$type<Responses>(),
    // Set for attempts from the older version: imported from a resident's earlier history, or
    // marked by the administrator's legacy migration. The column keeps its first name.
    fromOlderVersion: integer('is_legacy', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('scores_profile_created').on(t.profileId, t.createdAt)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text().primaryKey(),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('password_resets_profile_id').on(t.profileId)],
);

// A resident's "I will ..." promise to move one answer (issue 10). It stays open until the
// profile's next attempt with answers, which marks it kept or not kept inside the same write.
export const pledges = sqliteTable(
  'pledges',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionKey: text().$type<QuestionKey>().notNull(),
    betterAnswer: text().notNull(),
    status: text({ enum: ['open', 'kept', 'not_kept'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedAt: integer({ mode: 'timestamp_ms' }),
    // The attempt that resolved it; an attempt is only deleted with its profile, but the
    // pledge's outcome stays meaningful without it.
    resolvedScoreId: integer().references(() => scores.id, { onDelete: 'set null' }),
    // Household litres a day its answer's change saved (negative: more water), once resolved.
    litresSavedPerDay: real(),
  },
  // A submission asks "any open pledges?" for one profile: one index seek.
  (t) => [index('pledges_profile_status').on(t.profileId, t.status)],
);

// A family goal: cut direct litres by a percentage of the footprint when it was set. One a profile.
export const goals = sqliteTable('goals', {
  profileId: integer()
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  targetPercent: integer().notNull(),
  baselineLitresPerDay: real().notNull(),
  // The attempt whose footprint is the baseline (no foreign key: the baseline is kept as a number).
  baselineScoreId: integer().notNull(),
  createdAt: createdAt(),
});

/** Settings the server keeps between starts (the generated participant code, for one). */
export const settings = sqliteTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: createdAt(),
});

// The kids' corner (issue 12): stickers a profile has collected. A ticked mission is its sticker,
// so unticking removes it; they go with the profile.
export const stickers = sqliteTable(
  'stickers',
  {
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    sticker: text().$type<StickerKey>().notNull(),
    earnedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.sticker] })],
);

// The water detective's readings (issue 12): one a step for each household, whoever of its
// members measured it. They belong to the family, so they outlive the profile that measured, and
// go with the household (deleted when its last member leaves).
export const householdReadings = sqliteTable(
  'household_readings',
  {
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    step: text().$type<DetectiveStep>().notNull(),
    reading: text({ mode: 'json' }).$type<DetectiveReading>().notNull(),
    measuredBy: integer().references(() => profiles.id, { onDelete: 'set null' }),
    measuredAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.step] })],
);

export type Profile = typeof profiles.$inferSelect;
export type Score = typeof scores.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type PledgeRow = typeof pledges.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;
export type StickerRow = typeof stickers.$inferSelect;
export type HouseholdReadingRow = typeof householdReadings.$inferSelect;
export type HouseholdRow = typeof households.$inferSelect;

// The society's bulk water meter (issue 11, item 6): one row per reading the administrator
// records. Readings only go forward (the domain checks both the date and the value), so
// consecutive rows give the building's use for each period.
export const meterReadings = sqliteTable(
  'meter_readings',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // The calendar day of the reading, YYYY-MM-DD (a meter is read on a day, not at an instant).
    readOn: text().notNull(),
    // Kilolitres as the meter shows them (1 kL = 1,000 L).
    readingKl: real().notNull(),
    occupiedFlats: integer().notNull(),
    residents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('meter_readings_read_on').on(t.readOn)],
);

// What the administrator did (issue 11, item 9). The actor's name is copied in, so an entry
// still says who acted after that profile is gone; nothing secret (no link, no token) is kept.
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    actorId: integer().references(() => profiles.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: text({
      // Text without a CHECK in SQLite: adding an action needs no migration.
      enum: [
        'profile_deleted',
        'export',
        'reset_link',
        'meter_reading',
        'meter_reading_corrected',
        'meter_reading_removed',
        'participant_code_changed',
        'profile_edited',
        'legacy_migrated',
        'on_behalf',
        'campaign_saved',
        'announcement_sent',
        'reminders_sent',
      ],
    }).notNull(),
    // What it was done to, in words: a profile's name, a file's name, a reading's date.
    subject: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt)],
);

export type MeterReadingRow = typeof meterReadings.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

// Rate-limit counters (issue 31): kept in the database so that every server process of one
// machine (WORKERS) counts the same attempts. One row per limiter and key, a fixed window that
// ends at `resetAt` (milliseconds since the epoch); rows past their window are swept.
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: integer().notNull(),
  },
  (t) => [index('rate_limits_reset_at').on(t.resetAt)],
);

// Leases for scheduled work (issue 31): a job runs where its row was claimed, once per machine
// and interval, however many server processes share the file.
export const jobLeases = sqliteTable('job_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  // Milliseconds since the epoch: until then no other process may run the job.
  until: integer().notNull(),
});

// Reminders (issue 30, items 1-2; docs/reminders.md). Off until the resident chooses: a profile
// without a row here gets no email reminder. The choice is the profile's own.
export const reminderChoices = sqliteTable('reminder_choices', {
  profileId: integer()
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  email: integer({ mode: 'boolean' }).notNull().default(false),
  updatedAt: createdAt(),
});

// Web Push subscriptions, one a phone (browser): what the browser's PushManager gave. An endpoint
// belongs to one profile at a time: on a shared phone the last profile to turn notifications on
// gets them (its messages name pledges, which the other profile should not read).
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_profile').on(t.profileId),
  ],
);

// The organiser's campaign: the latest row is the current one. Days are YYYY-MM-DD on the
// community's calendar (TIME_ZONE); check-in days are a sorted JSON array within [start, end].
export const campaigns = sqliteTable('campaigns', {
  id: integer().primaryKey({ autoIncrement: true }),
  startDay: text().notNull(),
  endDay: text().notNull(),
  checkIns: text({ mode: 'json' }).$type<string[]>().notNull(),
  // Set once, when the announcement went out; never sent again for this campaign.
  announcementSentAt: integer({ mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

// What was sent: the row is written before the message goes out (and removed again if sending
// failed), and its UNIQUE index makes a second process or a restart skip what one already claimed.
// `checkIn` is the check-in day a reminder was for (for an announcement: the campaign's start).
export const remindersSent = sqliteTable(
  'reminders_sent',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['reminder', 'announcement'] })
      .notNull()
      .default('reminder'),
    checkIn: text().notNull(),
    channel: text({ enum: ['email', 'push'] }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminders_sent_once').on(t.profileId, t.kind, t.checkIn, t.channel),
    index('reminders_sent_check_in').on(t.kind, t.checkIn),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
