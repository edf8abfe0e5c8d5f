// The sign-up validation rules of docs/product.md section 5 as the auth forms show them. The rules themselves are
// the domain's (@planner/shared/domain), the one place they are written.
import {
  PASSWORD_RULES,
  checkPassword as failedRules,
  isEmailValid,
  isPasswordValid,
  type PasswordRule,
} from '@planner/shared/domain';

export type PasswordRuleId = PasswordRule;

/** Each rule with whether the password meets it, in display order. */
export function checkPassword(password: string): { id: PasswordRuleId; met: boolean }[] {
  const failed = new Set(failedRules(password));
  return PASSWORD_RULES.map((id) => ({ id, met: !failed.has(id) }));
}

export const isStrongPassword = isPasswordValid;

/** A translation key for the email's problem, or null when it is fine. */
export function emailErrorKey(email: string): string | null {
  if (!email.trim()) return 'auth.validation.emailRequired';
  return isEmailValid(email) ? null : 'auth.validation.emailInvalid';
}
