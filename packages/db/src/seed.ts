import { eq, sql } from 'drizzle-orm';
import { profileNameKey } from '@wf/scoring/accounts';
import type { Database } from './client.ts';
import { profiles } from './schema.ts';

interface AdminSeed {
  profileName: string;
  email: string;
  /** Called only when the administrator has to be created, so a restart costs no hashing. */
  passwordHash: () => Promise<string>;
}

const ADMIN_COMMUNITY = 'Admin Community';
const ADMIN_APARTMENT = 'Admin Office';

/** Creates the built-in administrator when no administrator exists; never changes an existing one. */
export async function seedAdmin(db: Database, seed: AdminSeed): Promise<{ created: boolean }> {
  const existing = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.isAdmin, true))
    .get();
  if (existing) return { created: false };
  const passwordHash = await seed.passwordHash();
  const inserted = db
    .insert(profiles)
    .values({
      profileName: seed.profileName,
      profileNameKey: profileNameKey(seed.profileName),
      email: seed.email.toLowerCase(),
      passwordHash,
      apartment: ADMIN_APARTMENT,
      apartmentCommunityName: ADMIN_COMMUNITY,
      isAdmin: true,
    })
    .onConflictDoNothing()
    .returning({ id: profiles.id })
    .all();
  if (inserted.length === 0) {
    // A resident already holds the administrator's name or email: refuse rather than guess.
    const clash = db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        sql`${profiles.profileNameKey} = ${profileNameKey(seed.profileName)} or ${profiles.email} = ${seed.email.toLowerCase()}`,
      )
      .get();
    throw new Error(
      `Cannot seed the administrator: profile ${clash?.id ?? '?'} already uses the name or email`,
    );
  }
  return { created: true };
}
