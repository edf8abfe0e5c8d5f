// The account's own answers: the export of every entity (one document) and the deletion.
import { z } from 'zod';

export const accountExportSchema = z
  .object({ exportedAt: z.string(), uid: z.string() })
  .catchall(z.unknown());
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
