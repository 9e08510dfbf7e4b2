import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { updateProfileSchema } from '@wf/scoring/accounts';
import { getProfile, updateProfile } from '../domain/accounts.ts';
import { deleteProfile, listProfiles } from '../domain/admin.ts';
import { targetProfileId } from '../domain/authz.ts';
import type { Deps } from '../domain/deps.ts';
import { deleteProfileSchema, idSchema, userQuerySchema } from '../domain/schemas.ts';
import { parseInput } from '../domain/validation.ts';
import { bodyObject, requireAdmin, requireCaller } from './helpers.ts';

const usersQuerySchema = z.strictObject({
  userId: idSchema.optional(),
  search: z.string().max(200, 'search is too long').optional(),
});

export function userRoutes(app: FastifyInstance, deps: Deps) {
  // With a userId: one profile (one's own, or any for the administrator). Without: the
  // administrator's list of every profile.
  app.get('/users', async (request) => {
    const caller = requireCaller(request);
    const query = parseInput(usersQuerySchema, request.query);
    if (query.userId !== undefined) {
      return { success: true, user: getProfile(deps, targetProfileId(caller, query.userId)) };
    }
    requireAdmin(request);
    return { success: true, users: listProfiles(deps, query.search) };
  });

  app.put('/users', async (request) => {
    const caller = requireCaller(request);
    const { userId, ...fields } = bodyObject(request);
    const id = targetProfileId(caller, parseInput(userQuerySchema, { userId }).userId);
    const user = updateProfile(deps, id, parseInput(updateProfileSchema, fields));
    return { success: true, user };
  });

  app.delete('/users', async (request) => {
    requireAdmin(request);
    const { id } = parseInput(deleteProfileSchema, request.query);
    return deleteProfile(deps, id);
  });
}
