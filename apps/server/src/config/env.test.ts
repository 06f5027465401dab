import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, envShape, parseEnv } from './env';
import { serverRoot } from '../db/paths';

describe('configuration', () => {
  it('starts with defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual([]);
    expect(env.AI_PROVIDER).toBe('none');
  });

  it('lists every bad value at once, without echoing secrets', () => {
    let caught: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'not a url',
        JWT_SECRET: 'short',
        AI_PROVIDER: 'openai-compatible',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    for (const name of [
      'PORT',
      'LOG_LEVEL',
      'DATABASE_URL',
      'JWT_SECRET',
      'AI_MODEL',
      'AI_BASE_URL',
    ]) {
      expect(problems).toContain(name);
    }
    expect(problems).toContain('(got "eighty")');
    expect(problems).not.toContain('short');
    expect(problems).not.toContain('not a url');
  });

  it('requires a shared secret in production on PostgreSQL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('.env.example lists every variable the server reads', () => {
    const example = fs.readFileSync(path.resolve(serverRoot(), '..', '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const schemaKeys = Object.keys(envShape);
    expect([...listed].sort()).toEqual(schemaKeys.sort());
  });
});
