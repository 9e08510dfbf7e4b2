import type { Profile } from '@wf/db/schema';

/**
 * The profile as both transports return it. The spec's screens read snake_case fields in some
 * places and camelCase in others, so both are present; the password hash never leaves.
 */
export function toPublicUser(p: Profile) {
  return {
    id: p.id,
    profileName: p.profileName,
    profile_name: p.profileName,
    email: p.email,
    apartment: p.apartment,
    apartmentCommunityName: p.apartmentCommunityName,
    apartment_community_name: p.apartmentCommunityName,
    isAdmin: p.isAdmin,
    waterScore: p.waterScore,
    directWaterScore: p.directWaterScore,
    indirectWaterScore: p.indirectWaterScore,
    createdAt: p.createdAt.toISOString(),
  };
}
