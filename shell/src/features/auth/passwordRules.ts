// The sign-up validation rules of SPEC.md section 5: email, password strength, confirmation, acceptance.
import { PASSWORD_MIN_LENGTH } from '@planner/shared/model/constants';

export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'number', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[^\p{L}\d\s]/u.test(p) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Each rule with whether the password meets it, in display order. */
export function checkPassword(password: string): { id: PasswordRuleId; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(password) }));
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A translation key for the email's problem, or null when it is fine. */
export function emailErrorKey(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'auth.validation.emailRequired';
  return EMAIL_PATTERN.test(trimmed) ? null : 'auth.validation.emailInvalid';
}
