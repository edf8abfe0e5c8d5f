// Sign-up and sign-in field rules of docs/product.md section 5: password strength, matching confirmation, email.
import { PASSWORD_MIN_LENGTH } from '../model/constants';

export const PASSWORD_RULES = ['minLength', 'uppercase', 'lowercase', 'number', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const tests: Record<PasswordRule, (pw: string) => boolean> = {
  // Counted in code points so an emoji counts as one character, as a user would count it.
  minLength: (pw) => Array.from(pw).length >= PASSWORD_MIN_LENGTH,
  uppercase: (pw) => /\p{Lu}/u.test(pw),
  lowercase: (pw) => /\p{Ll}/u.test(pw),
  number: (pw) => /\p{Nd}/u.test(pw),
  special: (pw) => /[^\p{L}\p{N}\s]/u.test(pw),
};

/** The rules the password fails, in display order; empty when it is valid. */
export function checkPassword(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !tests[rule](password));
}

export function isPasswordValid(password: string): boolean {
  return checkPassword(password).length === 0;
}

/** 'Passwords do not match' is shown when this is false. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** Something, an @, something, a dot, something; no spaces. The provider checks the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required and well-formed (surrounding spaces are ignored, as the form trims them). */
export function isEmailValid(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
