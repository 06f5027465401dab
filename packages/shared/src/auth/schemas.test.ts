import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { phoneMessages } from '../common/phone';
import { authMessages } from './constants';
import {
  adminChangePasswordFormSchema,
  adminChangePasswordSchema,
  adminLoginSchema,
  userLoginSchema,
  userRegisterFormSchema,
  userRegisterSchema,
} from './schemas';

/** Field → first message, as a form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const validRegistration = {
  name: 'Priya Sharma',
  phone: '98765 43210',
  email: 'priya@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('registration', () => {
  it('gives the spec messages, word for word', () => {
    expect(authMessages).toMatchObject({
      nameRequired: 'Name is required',
      nameTooShort: 'Name must be at least 2 characters',
      emailInvalid: 'Please enter a valid email address',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters',
      passwordsDoNotMatch: 'Passwords do not match',
    });
    expect(phoneMessages.tooShort).toBe('Phone number must be at least 10 digits');
    expect(phoneMessages.tooLong).toBe('Phone number cannot exceed 15 digits');
  });

  it('hands on a trimmed name, the phone as digits and no empty e-mail', () => {
    expect(
      userRegisterSchema.parse({
        ...validRegistration,
        name: '  Priya ',
        phone: '+91 98765-43210',
        email: '',
      }),
    ).toEqual({ name: 'Priya', phone: '919876543210', email: undefined, password: 'secret1' });
  });

  it.each([
    [{ name: '' }, 'name', authMessages.nameRequired],
    [{ name: ' P ' }, 'name', authMessages.nameTooShort],
    [{ phone: '98765' }, 'phone', phoneMessages.tooShort],
    [{ phone: '1234567890123456' }, 'phone', phoneMessages.tooLong],
    [{ email: 'priya@' }, 'email', authMessages.emailInvalid],
    [{ password: '12345', confirmPassword: '12345' }, 'password', authMessages.passwordTooShort],
    [{ confirmPassword: 'secret2' }, 'confirmPassword', authMessages.passwordsDoNotMatch],
    [{ confirmPassword: '' }, 'confirmPassword', authMessages.passwordsDoNotMatch],
  ])('the dialog refuses %j on %s', (change, field, message) => {
    expect(errorsOf(userRegisterFormSchema, { ...validRegistration, ...change })[field]).toBe(
      message,
    );
  });

  it('shows "do not match" beside the other fields, not after them', () => {
    const errors = errorsOf(userRegisterFormSchema, {
      ...validRegistration,
      name: '',
      confirmPassword: 'other',
    });
    expect(errors).toEqual({
      name: authMessages.nameRequired,
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
  });

  it('keeps the confirmation out of what the server takes', () => {
    expect(userRegisterSchema.parse(validRegistration)).not.toHaveProperty('confirmPassword');
  });
});

describe('login', () => {
  it('needs the phone and the password', () => {
    expect(errorsOf(userLoginSchema, { phone: '9876543210', password: '' })).toEqual({
      password: authMessages.passwordRequired,
    });
    expect(errorsOf(userLoginSchema, { phone: '', password: 'x' }).phone).toBe(
      phoneMessages.required,
    );
    expect(userLoginSchema.parse({ phone: '98765-43210', password: 'x' }).phone).toBe('9876543210');
  });

  it('takes an admin e-mail in any case', () => {
    expect(adminLoginSchema.parse({ email: ' Admin@TripSutra.COM ', password: 'x' }).email).toBe(
      'admin@tripsutra.com',
    );
    expect(errorsOf(adminLoginSchema, { email: '', password: '' })).toEqual({
      email: authMessages.emailRequired,
      password: authMessages.passwordRequired,
    });
  });
});

describe('admin change password', () => {
  const valid = { currentPassword: 'old-one', newPassword: 'new-one', confirmPassword: 'new-one' };

  it('gives the spec messages, word for word', () => {
    expect(authMessages).toMatchObject({
      currentPasswordRequired: 'Current password is required',
      newPasswordRequired: 'New password is required',
      passwordTooShort: 'Password must be at least 6 characters',
      confirmPasswordRequired: 'Please confirm your new password',
      passwordsDoNotMatch: 'Passwords do not match',
      passwordChanged: 'Password changed successfully!',
    });
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', authMessages.currentPasswordRequired],
    [{ newPassword: '', confirmPassword: '' }, 'newPassword', authMessages.newPasswordRequired],
    [{ newPassword: 'abc', confirmPassword: 'abc' }, 'newPassword', authMessages.passwordTooShort],
    [{ confirmPassword: '' }, 'confirmPassword', authMessages.confirmPasswordRequired],
    [{ confirmPassword: 'new-two' }, 'confirmPassword', authMessages.passwordsDoNotMatch],
  ])('the dialog refuses %j on %s', (change, field, message) => {
    expect(errorsOf(adminChangePasswordFormSchema, { ...valid, ...change })[field]).toBe(message);
  });

  it('sends only the current and the new password', () => {
    expect(adminChangePasswordSchema.parse(valid)).toEqual({
      currentPassword: 'old-one',
      newPassword: 'new-one',
    });
  });
});
