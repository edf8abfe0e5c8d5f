// Profile routes: one record per user; a new user reads docs/product.md section 3's defaults. The
// record's version (the server's last_updated) goes out with it and comes back with an edit: an edit
// begun from an older version gets 409 with the stored profile, as settings and the lists do.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PROFILE, profileSchema, updateProfileBodySchema } from '@planner/shared/model';
import type { Profile } from '@planner/shared/model';
import type { Db } from '../db/db';
import { ApiError } from '../errors';
import { nextVersion } from '../store/entityStore';
import { parseBody } from './validate';

type StoredRow = { data: Profile; last_updated: string | number };

/** Stored profiles are re-read through the schema so fields added later get their defaults. */
function fromRow(row: StoredRow): Profile {
  return { ...profileSchema.parse(row.data), version: Number(row.last_updated) };
}

export function registerProfileRoutes(app: FastifyInstance, db: Db): void {
  app.get('/profile/profile', async (request) => {
    const rows = await db.query<StoredRow>(
      'SELECT data, last_updated FROM profiles WHERE uid = $1',
      [request.uid],
    );
    return { success: true, data: rows[0] ? fromRow(rows[0]) : DEFAULT_PROFILE };
  });

  app.put('/profile/update', async (request) => {
    const { profile } = parseBody(updateProfileBodySchema, request.body);
    const uid = request.uid as string;
    const saved = await db.transaction(async (tx) => {
      const rows = await tx.query<StoredRow>(
        'SELECT data, last_updated FROM profiles WHERE uid = $1 FOR UPDATE',
        [uid],
      );
      const stored = rows[0] ? fromRow(rows[0]) : null;
      const storedVersion = stored?.version ?? 0;
      // An edit without a version (a client older than the check) is taken as before.
      if (stored && profile.version !== undefined && profile.version < storedVersion) {
        throw new ApiError(
          'conflict',
          'The profile was changed elsewhere since this edit began',
          stored,
        );
      }
      const version = nextVersion(storedVersion, Date.now());
      const { version: _sent, ...data } = profile;
      await tx.query(
        `INSERT INTO profiles (uid, data, last_updated) VALUES ($1, $2, $3)
         ON CONFLICT (uid) DO UPDATE SET data = EXCLUDED.data, last_updated = EXCLUDED.last_updated`,
        [uid, JSON.stringify(data), version],
      );
      return { ...data, version };
    });
    return { success: true, data: saved };
  });
}
