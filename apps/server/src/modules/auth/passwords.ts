import { hash, verify } from '@node-rs/argon2';
import type { z } from 'zod';
import { authMessages } from '@trip/shared/auth/constants';
import commonPasswordList from './common-passwords.json';

/**
 * argon2id (the library's default algorithm) with OWASP's recommended cost: 19 MiB, 2 passes,
 * one lane. Verification reads the parameters from the stored hash, so raising them later
 * does not lock anyone out.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so the answer's timing
 * does not tell a stranger which phone numbers or e-mails are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoyHash, password);
  return false;
}

/**
 * About 1,500 of the passwords that top public breach-frequency lists, plus the ones Indian
 * travellers reach for (city, deity and cricket names with 123 and @123), all lower-case.
 */
const commonPasswords = new Set<string>(commonPasswordList as string[]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Adds the common-password refusal to a field schema that already checks presence and length. */
export function refuseCommonPasswords<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((password) => !isCommonPassword(password), authMessages.passwordTooCommon);
}
