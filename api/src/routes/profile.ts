// Profile routes: one record per user; a new user reads docs/product.md section 3's defaults.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PROFILE, profileSchema, updateProfileBodySchema } from '@planner/shared/model';
import type { Profile } from '@planner/shared/model';
import type { Db } from '../db/db';
import { parseBody } from './validate';

export function registerProfileRoutes(app: FastifyInstance, db: Db): void {
  app.get('/profile/profile', async (request) => {
    const rows = await db.query<{ data: Profile }>('SELECT data FROM profiles WHERE uid = $1', [
      request.uid,
    ]);
    // Stored profiles are re-read through the schema so fields added later get their defaults.
    const data = rows[0] ? profileSchema.parse(rows[0].data) : DEFAULT_PROFILE;
    return { success: true, data };
  });

  app.put('/profile/update', async (request) => {
    const { profile } = parseBody(updateProfileBodySchema, request.body);
    await db.query(
      `INSERT INTO profiles (uid, data, last_updated) VALUES ($1, $2, $3)
       ON CONFLICT (uid) DO UPDATE SET data = EXCLUDED.data, last_updated = EXCLUDED.last_updated`,
      [request.uid, JSON.stringify(profile), Date.now()],
    );
    return { success: true, data: profile };
  });
}
