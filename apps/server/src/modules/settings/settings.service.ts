import { DEFAULT_SETTINGS } from '@trip/shared/settings/constants';
import {
  settingsSchema,
  type Settings,
  type SettingsUpdate,
  type SiteSettings,
} from '@trip/shared/settings/schemas';
import type { Db } from '../../db/client';
import { onOtherInstanceChange, tellOtherInstances } from '../../lib/changes';
import type { Seeder } from '../../db/seed';
import {
  changeSettingsDocument,
  findSettingsDocument,
  insertSettingsDocumentIfMissing,
  type SettingsDocument,
} from './settings.repository';

const SITE_KEY = 'site';

/**
 * How long a process trusts the settings it read. A save in this process replaces them at
 * once; other instances sharing the database see it within this time.
 */
export const SETTINGS_CACHE_MS = 10_000;

type Section = keyof Settings;
const SECTIONS = Object.keys(DEFAULT_SETTINGS) as Section[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The stored document over the defaults, section by section: a field the document lacks
 * (added after it was saved) takes its default, and a section that no longer passes the
 * schema falls back to its defaults instead of breaking every page.
 */
function settingsFrom(stored: SettingsDocument | undefined): Settings {
  const entries = SECTIONS.map((section) => {
    const saved = stored?.[section];
    const merged = { ...DEFAULT_SETTINGS[section], ...(isRecord(saved) ? saved : {}) };
    const parsed = settingsSchema.shape[section].safeParse(merged);
    return [section, parsed.success ? parsed.data : DEFAULT_SETTINGS[section]];
  });
  return Object.fromEntries(entries) as Settings;
}

/** The settings as stored now, without the cache: for the admin's own screen. */
export async function readSettings(db: Db): Promise<Settings> {
  return settingsFrom(await findSettingsDocument(db, SITE_KEY));
}

type CacheEntry = {
  value: Settings | undefined;
  expiresAt: number;
  loading: Promise<Settings> | undefined;
  /** Bumped by every save, so a read that started before it cannot put old values back. */
  generation: number;
};

// Keyed by the database handle: each app (and each test's app) has its own.
const cache = new WeakMap<Db, CacheEntry>();

function entryFor(db: Db): CacheEntry {
  let entry = cache.get(db);
  if (!entry) {
    const created: CacheEntry = {
      value: undefined,
      expiresAt: 0,
      loading: undefined,
      generation: 0,
    };
    // Another instance saved: the next read here goes to the database.
    onOtherInstanceChange(db, 'settings', () => {
      created.generation += 1;
      created.expiresAt = 0;
    });
    cache.set(db, (entry = created));
  }
  return entry;
}

/**
 * The current settings, for any module (offer, contact, AI limits, tracking switches).
 * Read from memory for a few seconds at a time; concurrent callers share one query, and
 * when the database cannot be read the last values known are used if there are any.
 */
export async function getSettings(db: Db): Promise<Settings> {
  const entry = entryFor(db);
  if (entry.value && entry.expiresAt > Date.now()) return entry.value;
  if (entry.loading) return entry.loading;
  const generation = entry.generation;
  const loading = readSettings(db).then(
    (value) => {
      if (entry.generation === generation) {
        entry.value = value;
        entry.expiresAt = Date.now() + SETTINGS_CACHE_MS;
      }
      return entry.value ?? value;
    },
    (error: unknown) => {
      if (entry.value) return entry.value;
      throw error;
    },
  );
  entry.loading = loading;
  try {
    return await loading;
  } finally {
    if (entry.loading === loading) entry.loading = undefined;
  }
}

/** What every visitor's page shows: the offer and the agency's contact details. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const { offer, contact } = await getSettings(db);
  return { offer, contact };
}

function withoutUndefined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Saves the sections and fields given; everything left out keeps its value. */
export async function updateSettings(db: Db, update: SettingsUpdate, at: Date): Promise<Settings> {
  const entry = entryFor(db);
  entry.generation += 1;
  const stored = await changeSettingsDocument(
    db,
    SITE_KEY,
    (current) => {
      const settings = settingsFrom(current);
      const next = Object.fromEntries(
        SECTIONS.map((section) => {
          const change = update[section];
          return [section, { ...settings[section], ...(change ? withoutUndefined(change) : {}) }];
        }),
      );
      return settingsSchema.parse(next);
    },
    at,
  );
  const saved = settingsFrom(stored);
  entry.generation += 1;
  entry.value = saved;
  entry.expiresAt = Date.now() + SETTINGS_CACHE_MS;
  tellOtherInstances(db, 'settings');
  return saved;
}

/** The demo offer and the agency's contact details, stored unless settings exist already. */
export const settingsSeeder: Seeder = {
  name: 'settings',
  async run(db) {
    await insertSettingsDocumentIfMissing(db, SITE_KEY, { ...DEFAULT_SETTINGS }, new Date());
  },
};
