// The account's own answers: the export of every entity (one document) and the deletion.
import * as z from 'zod/mini';

export const accountExportSchema = z.catchall(
  z.object({ exportedAt: z.string(), uid: z.string() }),
  z.unknown(),
);
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
