import type { FastifyInstance } from 'fastify';
import { migrateLegacy } from '../domain/admin.ts';
import type { Deps } from '../domain/deps.ts';
import { importLegacy, importLegacySchema } from '../domain/legacy.ts';
import { parseInput } from '../domain/validation.ts';
import { bodyObject, requireAdmin, requireCaller } from './helpers.ts';

// 500 entries with their 31 answers each are about 0.8 MB: more than the server-wide limit.
const LEGACY_BODY_LIMIT_BYTES = 1024 * 1024;

export function legacyRoutes(app: FastifyInstance, deps: Deps) {
  // A resident's own score history from the older local-only version.
  app.post('/scores/legacy', { bodyLimit: LEGACY_BODY_LIMIT_BYTES }, async (request) => {
    const caller = requireCaller(request);
    return importLegacy(deps, caller.id, parseInput(importLegacySchema, bodyObject(request)));
  });

  // The administrator's migration: attempts with a score but no answers become legacy.
  app.post('/admin/migrate-legacy', async (request) => {
    requireAdmin(request);
    return migrateLegacy(deps);
  });
}
