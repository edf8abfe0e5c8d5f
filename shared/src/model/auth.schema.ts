// The signed-in user as the client holds it (docs/product.md section 3, "Auth user").
import { z } from 'zod';

export const authUserSchema = z.object({
  uid: z.string().min(1),
  email: z.string().nullable(),
  token: z.string().min(1),
  isAnonymous: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** What other parts may know of the user: never the token. */
export type SessionUser = Omit<AuthUser, 'token'>;
