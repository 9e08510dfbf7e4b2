import { z } from 'zod';
import { updateProfileSchema } from '@wf/scoring/accounts';
import { getProfile, updateProfile } from '../domain/accounts.ts';
import { deleteProfile, listProfiles, migrateLegacy } from '../domain/admin.ts';
import type { Deps } from '../domain/deps.ts';
import {
  adminSearchSchema,
  deletedBodySchema,
  deleteProfileSchema,
  idSchema,
  migratedBodySchema,
  userBodySchema,
  usersBodySchema,
} from '../domain/schemas.ts';
import { BODY_FAILURES, replies, type RestApp } from './contract.ts';
import { adminOnly, requireCaller, signedIn } from './helpers.ts';
import { operation } from './openapi.ts';

const usersQuerySchema = adminSearchSchema.extend({ userId: idSchema.optional() });

// userId first: a bad id is reported before the profile's fields, as it always was.
const updateBodySchema = z
  .strictObject({ userId: idSchema.optional() })
  .extend(updateProfileSchema.shape);

export function userRoutes(app: RestApp, deps: Deps) {
  // With a userId: one profile (one's own, or any for the administrator). Without: the
  // administrator's list of every profile.
  app.get(
    '/users',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'getUsers',
          tag: 'Profiles',
          summary: 'A profile, or every profile',
          description:
            'With userId: that profile (one’s own, or any for the administrator). Without: the administrator’s list of every profile, filtered by search.',
          returns: 'The profile ({ user }), or the list ({ users }).',
          parameters: {
            userId:
              'One profile: one’s own, or any for the administrator. Left out: the list of every profile (the administrator only).',
            search:
              'For the list: only profiles whose name, email or community contains it (any case).',
          },
          failures: {
            403: 'another profile’s userId, or the list, and the caller is not the administrator',
            404: 'No profile has this userId.',
          },
        }),
        querystring: usersQuerySchema,
        response: replies({ 200: z.union([userBodySchema, usersBodySchema]) }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { userId, search } = request.query;
      if (userId !== undefined) {
        return { success: true as const, user: getProfile(deps, caller, userId) };
      }
      return { success: true as const, users: listProfiles(deps, caller, search) };
    },
  );

  app.put(
    '/users',
    {
      ...signedIn,
      schema: {
        ...operation({
          id: 'updateUser',
          tag: 'Profiles',
          summary: 'Change a profile',
          description:
            'Changes the fields sent of one’s own profile, or with userId of any profile for the administrator.',
          returns: 'The profile as changed.',
          failures: {
            403: 'another profile’s userId, and the caller is not the administrator',
            404: 'No profile has this userId.',
            409: 'The email or the profile name is taken.',
          },
        }),
        body: updateBodySchema,
        response: replies({ 200: userBodySchema }, ...BODY_FAILURES, 401, 404, 409),
      },
    },
    async (request) => {
      const { userId, ...fields } = request.body;
      const user = updateProfile(deps, requireCaller(request), userId, fields);
      return { success: true as const, user };
    },
  );

  app.delete(
    '/users',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'deleteUser',
          tag: 'Profiles',
          summary: 'Delete a profile',
          description:
            'Deletes a resident’s profile with everything it holds (administrator only).',
          returns: 'The profile is deleted.',
          parameters: { id: 'The profile to delete.' },
          failures: {
            403: 'the profile is the administrator’s own, which cannot be deleted',
            404: 'No profile has this id.',
          },
        }),
        querystring: deleteProfileSchema,
        response: replies({ 200: deletedBodySchema }, 400, 401, 403, 404),
      },
    },
    async (request) => deleteProfile(deps, requireCaller(request), request.query.id),
  );

  // The administrator's migration: attempts with a score but no answers become legacy.
  app.post(
    '/admin/migrate-legacy',
    {
      ...adminOnly,
      schema: {
        ...operation({
          id: 'migrateLegacyScores',
          tag: 'Administration',
          summary: 'Mark score-only attempts as legacy',
          description:
            'Marks every attempt that has a score but no answers as one from the older version (legacy), as imported attempts are.',
          returns: 'updated: how many attempts were marked.',
        }),
        response: replies({ 200: migratedBodySchema }, 401, 403),
      },
    },
    async (request) => migrateLegacy(deps, requireCaller(request)),
  );
}
