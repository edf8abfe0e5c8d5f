// The signed-in user as the client holds it (docs/product.md section 3, "Auth user").
import * as z from 'zod/mini';

export const authUserSchema = z.object({
  uid: z.string().check(z.minLength(1)),
  email: z.nullable(z.string()),
  token: z.string().check(z.minLength(1)),
  isAnonymous: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** What other parts may know of the user: never the token. */
export type SessionUser = Omit<AuthUser, 'token'>;
