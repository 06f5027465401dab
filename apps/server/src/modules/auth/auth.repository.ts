import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AdminRole, TokenAudience } from '@trip/shared/auth/constants';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/admins';
import { authSessions } from '../../db/schema/auth-sessions';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;

/** Whether a failed query broke a unique constraint (drizzle keeps the driver's error as cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Travellers

export async function insertUser(
  db: Db,
  values: {
    name: string;
    phone: string;
    email: string | undefined;
    passwordHash: string;
    at: Date;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      phone: values.phone,
      email: values.email ?? null,
      passwordHash: values.passwordHash,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  return row!;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

// Admins

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
  return row;
}

export async function findAdminById(db: Db, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function insertAdmin(
  db: Db,
  values: { username: string; email: string; passwordHash: string; role: AdminRole; at: Date },
): Promise<AdminRow> {
  const [row] = await db
    .insert(admins)
    .values({ ...values, createdAt: values.at, updatedAt: values.at })
    .returning();
  return row!;
}

export async function updateAdmin(
  db: Db,
  id: string,
  changes: Partial<
    Pick<AdminRow, 'username' | 'passwordHash' | 'role' | 'lastLogin' | 'previousLogin'>
  > & {
    at: Date;
  },
): Promise<AdminRow> {
  const { at, ...rest } = changes;
  const [row] = await db
    .update(admins)
    .set({ ...rest, updatedAt: at })
    .where(eq(admins.id, id))
    .returning();
  return row!;
}

// Sessions: one row per issued token

export async function insertSession(
  db: Db,
  values: {
    jti: string;
    audience: TokenAudience;
    subjectId: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(authSessions).values(values);
}

export type LiveSession = {
  audience: TokenAudience;
  subjectId: string;
  /** The admin's current role (undefined for travellers). */
  adminRole: AdminRole | undefined;
};

/**
 * The session behind a token, if it is neither revoked nor expired and its account still
 * exists. One query per authenticated request.
 */
export async function findLiveSession(
  db: Db,
  jti: string,
  now: Date,
): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      audience: authSessions.audience,
      subjectId: authSessions.subjectId,
      userId: users.id,
      adminRole: admins.role,
    })
    .from(authSessions)
    .leftJoin(users, and(eq(authSessions.audience, 'user'), eq(users.id, authSessions.subjectId)))
    .leftJoin(
      admins,
      and(eq(authSessions.audience, 'admin'), eq(admins.id, authSessions.subjectId)),
    )
    .where(
      and(
        eq(authSessions.jti, jti),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (!row || (row.userId === null && row.adminRole === null)) return undefined;
  return {
    audience: row.audience,
    subjectId: row.subjectId,
    adminRole: row.adminRole ?? undefined,
  };
}

export async function revokeSession(db: Db, jti: string, at: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(and(eq(authSessions.jti, jti), isNull(authSessions.revokedAt)));
}

export async function revokeSessionsOf(
  db: Db,
  audience: TokenAudience,
  subjectId: string,
  at: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(authSessions.audience, audience),
        eq(authSessions.subjectId, subjectId),
        isNull(authSessions.revokedAt),
      ),
    );
}

/** Expired sessions are dead either way; keeping them only grows the table. */
export async function deleteSessionsExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, before));
}
