// Maps identity-provider error codes to the translated messages of docs/product.md section 8 (keys in auth.json).
import { authErrorCode } from './authService';

/** Sign-in: wrong email/password/unknown user share one message so accounts cannot be probed. */
export function loginErrorKey(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return 'auth.errors.incorrectCredentials';
    case 'auth/user-disabled':
      return 'auth.errors.accountDisabled';
    default:
      return 'auth.errors.unknown';
  }
}

export function signupErrorKey(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
      return 'auth.errors.emailInvalidOrExists';
    case 'auth/email-already-in-use':
    case 'auth/credential-already-in-use':
    case 'auth/account-exists-with-different-credential':
      return 'auth.errors.emailInUse';
    case 'auth/weak-password':
    case 'auth/missing-password':
    case 'auth/missing-email':
    case 'auth/invalid-password':
    case 'auth/password-does-not-meet-requirements':
      return 'auth.errors.validation';
    case 'auth/network-request-failed':
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return 'auth.errors.maintenance';
    case 'auth/operation-not-allowed':
    case 'auth/admin-restricted-operation':
      return 'auth.errors.methodNotAllowed';
    default:
      return 'auth.errors.unexpected';
  }
}

/** Password reset: an unknown email is not revealed (it reads as success), a bad email is said. */
export function resetErrorKey(error: unknown): string | null {
  switch (authErrorCode(error)) {
    case 'auth/user-not-found':
      return null;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'auth.validation.emailInvalid';
    default:
      return 'auth.errors.unknown';
  }
}

/** Changing the password or the e-mail: the current password is confirmed first. */
export function accountChangeErrorKey(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'security.errors.wrongPassword';
    case 'auth/email-already-in-use':
      return 'auth.errors.emailInUse';
    case 'auth/invalid-email':
    case 'auth/invalid-new-email':
      return 'auth.validation.emailInvalid';
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return 'auth.validation.passwordWeak';
    case 'auth/too-many-requests':
    case 'auth/network-request-failed':
      return 'auth.errors.maintenance';
    default:
      return 'auth.errors.unexpected';
  }
}
