// Spec section 5, admin search: the rule of the server's admin.listProfiles({ search }) and of
// the admin screen's instant filter, so both find the same profiles.

export interface SearchableProfile {
  profileName: string;
  email: string;
  apartmentCommunityName: string;
}

/**
 * A case-insensitive substring of the profile name, the email or the community (never the
 * apartment); a blank search matches every profile. Matched in code rather than in SQL:
 * SQLite's lower() folds ASCII only ('Émile' would not find itself), and plain substring
 * matching keeps '%' and '_' literal.
 */
export function matchesProfileSearch(profile: SearchableProfile, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [profile.profileName, profile.email, profile.apartmentCommunityName].some((value) =>
    value.toLowerCase().includes(term),
  );
}
