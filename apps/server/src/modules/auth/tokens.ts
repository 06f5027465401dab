import { SignJWT, errors, jwtVerify } from 'jose';
import { AppError } from '@trip/shared/errors/app-error';
import { TOKEN_AUDIENCES, type TokenAudience, authMessages } from '@trip/shared/auth/constants';

const ISSUER = 'tripsutra';
/** The only algorithm signed and accepted: `none` and every other algorithm are refused. */
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenClaims = {
  audience: TokenAudience;
  subjectId: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
};

export function signingKeyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signToken(key: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(claims.audience)
    .setSubject(claims.subjectId)
    .setJti(claims.jti)
    .setIssuedAt(seconds(claims.issuedAt))
    .setExpirationTime(seconds(claims.expiresAt))
    .sign(key);
}

/**
 * Checks the signature (HS256 only), issuer, audience and expiry as of `now`. An expired
 * token answers TOKEN_EXPIRED so the page can say so; anything else is UNAUTHORIZED.
 */
export async function readToken(key: Uint8Array, token: string, now: Date): Promise<TokenClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: [...TOKEN_AUDIENCES],
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('UNAUTHORIZED', {
      message: authMessages.sessionEnded,
      internal: `token refused: ${(error as Error).name}`,
    });
  }
  const { aud: audience, sub: subjectId = '', jti = '' } = payload;
  if (
    typeof audience !== 'string' ||
    !(TOKEN_AUDIENCES as readonly string[]).includes(audience) ||
    !UUID.test(subjectId) ||
    !UUID.test(jti)
  ) {
    throw new AppError('UNAUTHORIZED', {
      message: authMessages.sessionEnded,
      internal: 'token claims malformed',
    });
  }
  return {
    audience: audience as TokenAudience,
    subjectId,
    jti,
    issuedAt: new Date((payload.iat ?? 0) * 1000),
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  };
}
