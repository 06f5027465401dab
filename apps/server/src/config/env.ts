import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

const listText = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Every setting the server reads, with its default. `.env.example` lists the same. */
export const envShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  CORS_ORIGINS: listText,
  /** The site's public address, for canonical links and the sitemap (else the request's). */
  PUBLIC_BASE_URL: optionalUrl,
  TRUST_PROXY: booleanText.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  WEB_DIST_DIR: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  ADMIN_NAME: z.string().default('Admin'),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  AI_PROVIDER: z.enum(['none', 'openai-compatible', 'google']).default('none'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  PHOTO_API_PROVIDER: z.enum(['none', 'pexels', 'unsplash']).default('none'),
  PHOTO_API_KEY: optionalText,
  PHOTO_API_BASE_URL: optionalUrl,
  PROXY_IMAGE_ALLOWED_HOSTS: listText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: z.string().trim().default('uploads/'),
  S3_PATH_STYLE: booleanText.default(true),
};

export const envSchema = z.object(envShape);

/** Rules across variables, checked on the raw values so they are listed even when others fail. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const provider = source.AI_PROVIDER?.trim() || 'none';
  const problems: string[] = [];
  if (provider !== 'none' && !set('AI_MODEL'))
    problems.push('AI_MODEL: is required when AI_PROVIDER is set');
  if (provider === 'openai-compatible' && !set('AI_BASE_URL')) {
    problems.push('AI_BASE_URL: is required when AI_PROVIDER is openai-compatible');
  }
  if (source.NODE_ENV === 'production' && set('DATABASE_URL') && !set('JWT_SECRET')) {
    problems.push(
      'JWT_SECRET: is required in production on PostgreSQL (every instance must share it)',
    );
  }
  const photoProvider = source.PHOTO_API_PROVIDER?.trim() || 'none';
  if (photoProvider !== 'none' && !set('PHOTO_API_KEY'))
    problems.push('PHOTO_API_KEY: is required when PHOTO_API_PROVIDER is set');
  if (set('S3_BUCKET') && !(set('S3_ACCESS_KEY_ID') && set('S3_SECRET_ACCESS_KEY'))) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: are required with S3_BUCKET');
  }
  if (set('ADMIN_EMAIL') && !set('ADMIN_PASSWORD'))
    problems.push('ADMIN_PASSWORD: is required with ADMIN_EMAIL');
  return problems;
}

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment once; a bad or missing value throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const crossField = crossFieldProblems(source);
  if (result.success && crossField.length === 0) return result.data;
  const issues = result.success ? [] : result.error.issues;
  const problems = issues.map((issue) => {
    const name = issue.path.join('.') || 'environment';
    const value = source[String(issue.path[0])];
    const shown =
      /SECRET|PASSWORD|KEY|URL/.test(name) || value === undefined ? '' : ` (got "${value}")`;
    return `${name}: ${issue.message}${shown}`;
  });
  throw new EnvError([...problems, ...crossField]);
}
