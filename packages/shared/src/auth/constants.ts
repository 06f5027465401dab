export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
/** Argon2 hashes any length, but an unbounded input is free work for an attacker. */
export const PASSWORD_MAX_LENGTH = 128;

/** Token lifetimes, in seconds. */
export const USER_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export const TOKEN_AUDIENCES = ['user', 'admin'] as const;
export type TokenAudience = (typeof TOKEN_AUDIENCES)[number];

export const ADMIN_ROLES = ['super_admin', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Every message the sign-in, registration and password screens show; the server sends the same. */
export const authMessages = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  nameTooLong: `Name cannot exceed ${NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordChanged: 'Password changed successfully!',
  phoneTaken: 'An account with this phone number already exists. Please log in instead.',
  invalidUserCredentials: 'Invalid phone number or password',
  invalidAdminCredentials: 'Invalid email or password',
  sessionEnded: 'Your session has ended. Please sign in again.',
  travellerOnly: 'This needs a traveller account. Please sign in with your phone number.',
  adminOnly: 'This needs an admin account.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  changePasswordFailed: 'Failed to change password',
} as const;

/** The 429 answer to repeated failed sign-ins, with the wait rounded up to whole minutes. */
export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** What the browser says after a successful sign-in, registration or password change. */
export const authSuccessMessages = {
  loggedIn: 'Login successful!',
  registered: 'Registration successful!',
  signInWithNewPassword: 'Please sign in with your new password.',
} as const;
