import { z } from 'zod';
import { phoneSchema } from '../common/phone';
import {
  ADMIN_ROLES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  authMessages,
} from './constants';

export const nameSchema = z
  .string({ error: authMessages.nameRequired })
  .trim()
  .min(1, authMessages.nameRequired)
  .min(NAME_MIN_LENGTH, authMessages.nameTooShort)
  .max(NAME_MAX_LENGTH, authMessages.nameTooLong);

/** An e-mail that may be left empty: "" and a missing field both mean none. */
export const optionalEmailSchema = z
  .string({ error: authMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined))
  .pipe(z.email(authMessages.emailInvalid).optional());

export const requiredEmailSchema = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
  .toLowerCase()
  .pipe(z.email(authMessages.emailInvalid));

/** A password being signed in with: only its presence is checked. */
export const loginPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/**
 * A password being chosen. The server also refuses the most common passwords
 * (authMessages.passwordTooCommon); that list stays on the server, out of the page's bundle.
 */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/**
 * Whether a form holds both a password and its confirmation as text, so the "do not match"
 * check runs beside the other fields' errors instead of waiting for them all to pass.
 */
function bothTyped(value: unknown, field: string): boolean {
  const form = value as Record<string, unknown> | null;
  return typeof form?.[field] === 'string' && typeof form.confirmPassword === 'string';
}

// Travellers

export const userLoginSchema = z.object({
  phone: phoneSchema,
  password: loginPasswordSchema,
});
export type UserLoginInput = z.input<typeof userLoginSchema>;
export type UserLogin = z.output<typeof userLoginSchema>;

/** What the server takes at registration. */
export const userRegisterSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: optionalEmailSchema,
  password: newPasswordSchema,
});
export type UserRegister = z.output<typeof userRegisterSchema>;

/** The registration dialog: the same fields plus the confirmation, which never leaves the page. */
export const userRegisterFormSchema = userRegisterSchema
  .extend({ confirmPassword: z.string({ error: authMessages.passwordsDoNotMatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
    when: (payload) => bothTyped(payload.value, 'password'),
  });
export type UserRegisterFormInput = z.input<typeof userRegisterFormSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  createdAt: z.string(),
});
export type User = z.output<typeof userSchema>;

export const userAuthResponseSchema = z.object({ user: userSchema, token: z.string() });
export type UserAuthResponse = z.output<typeof userAuthResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.output<typeof userResponseSchema>;

export const accessStatusResponseSchema = z.object({
  hasAccess: z.boolean(),
  user: userSchema.optional(),
});
export type AccessStatusResponse = z.output<typeof accessStatusResponseSchema>;

// Admins

export const adminRoleSchema = z.enum(ADMIN_ROLES);

export const adminLoginSchema = z.object({
  email: requiredEmailSchema,
  password: loginPasswordSchema,
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;
export type AdminLogin = z.output<typeof adminLoginSchema>;

/** What the server takes to change a password. */
export const adminChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: authMessages.currentPasswordRequired })
    .min(1, authMessages.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
  newPassword: z
    .string({ error: authMessages.newPasswordRequired })
    .min(1, authMessages.newPasswordRequired)
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type AdminChangePassword = z.output<typeof adminChangePasswordSchema>;

/** The change-password dialog: the same fields plus the confirmation. */
export const adminChangePasswordFormSchema = adminChangePasswordSchema
  .extend({
    confirmPassword: z
      .string({ error: authMessages.confirmPasswordRequired })
      .min(1, authMessages.confirmPasswordRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
    when: (payload) => bothTyped(payload.value, 'newPassword'),
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ['newPassword'],
    message: authMessages.newPasswordSameAsCurrent,
    when: (payload) => bothTyped(payload.value, 'newPassword'),
  });
export type AdminChangePasswordFormInput = z.input<typeof adminChangePasswordFormSchema>;

export const adminSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  lastLogin: z.string().nullable(),
  /** The sign-in before the latest (this session's); null until the second sign-in. */
  previousLogin: z.string().nullable(),
});
export type Admin = z.output<typeof adminSchema>;

export const adminAuthResponseSchema = z.object({ admin: adminSchema, token: z.string() });
export type AdminAuthResponse = z.output<typeof adminAuthResponseSchema>;

export const adminResponseSchema = z.object({ admin: adminSchema });
export type AdminResponse = z.output<typeof adminResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.output<typeof messageResponseSchema>;
