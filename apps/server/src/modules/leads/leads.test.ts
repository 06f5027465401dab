import { toE164 } from '../../lib/phone';
import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_DEFAULT_SOURCE } from '@trip/shared/leads/constants';
import { leadMessages, type Lead } from '@trip/shared/leads/schemas';
import { buildApp } from '../../app';
import { parseEnv } from '../../config/env';
import { activities } from '../../db/schema/activities';
import { leads } from '../../db/schema/leads';
import { loggerOptions } from '../../logging';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import {
  bearer,
  createAdmin,
  createSessionToken,
  createTestClock,
  createUserToken,
} from '../../test/roles';
import { LEAD_SUBMIT_RATE_LIMIT } from './leads.routes';

const HOUR = 60 * 60 * 1000;

let n = 0;
/** A fresh caller address, so the per-address limit only bites where a test wants it. */
const freshAddress = () => `10.20.${Math.floor(++n / 250)}.${n % 250}`;

let phoneCounter = 0;
/** A different valid Indian mobile each time. */
const freshPhone = () =>
  `98${String(Date.now() % 1e4).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`;

describe('promotional leads', () => {
  const clock = createTestClock();
  let ctx: TestContext;
  let adminId: string;
  /** A fresh admin session each time: the tests move the clock past a token's lifetime. */
  const asAdmin = async () => bearer(await createSessionToken(ctx, 'admin', adminId));

  beforeAll(async () => {
    ctx = await createTestApp({}, { now: clock.now });
    adminId = (await createAdmin(ctx)).admin._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const submit = (payload: unknown, remoteAddress = freshAddress(), headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/promotional-leads/submit',
      payload: payload as object,
      remoteAddress,
      headers,
    });

  const list = async (query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/promotional-leads${query}`,
      headers: await asAdmin(),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { leads: Lead[]; total: number };
  };

  const leadById = async (id: string) => (await list('?limit=100')).leads.find((l) => l._id === id);

  describe('submitting', () => {
    it('keeps a valid lead as new, with when and where it came from', async () => {
      const phone = freshPhone();
      const response = await submit({ name: '  Asha   Roy ', phone });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ lead: { _id: expect.any(String) }, message: leadMessages.submitted });

      expect(await leadById(body.lead._id)).toEqual({
        _id: body.lead._id,
        name: 'Asha Roy',
        phone: toE164(phone),
        status: 'new',
        notes: '',
        source: LEAD_DEFAULT_SOURCE,
        submittedAt: clock.now().toISOString(),
        updatedAt: clock.now().toISOString(),
      });
    });

    it('takes one number written three ways as one lead', async () => {
      const ids = new Set<string>();
      for (const phone of ['9830066666', '+91 98300 66666', '098300-66666']) {
        const response = await submit({ name: 'Dev Sen', phone });
        ids.add(response.json().lead._id);
      }
      expect(ids.size).toBe(1);
    });

    it('keeps the phone in E.164 and the page’s source tag', async () => {
      const response = await submit({
        name: 'Rahul',
        phone: '+91 98300-55555',
        source: 'contact_page',
      });
      expect(response.statusCode).toBe(201);
      expect(await leadById(response.json().lead._id)).toMatchObject({
        phone: '+919830055555',
        source: 'contact_page',
      });
    });

    it('takes names in Indian scripts', async () => {
      const response = await submit({ name: 'সৌমিত্র চট্টোপাধ্যায়', phone: freshPhone() });
      expect(response.statusCode).toBe(201);
      expect((await leadById(response.json().lead._id))?.name).toBe('সৌমিত্র চট্টোপাধ্যায়');
    });

    it.each([
      [{ name: 'Asha', phone: '98300' }, 'phone', leadMessages.phoneTooShort],
      [{ name: 'Asha', phone: '9830012345678901' }, 'phone', leadMessages.phoneTooLong],
      [{ name: 'Asha', phone: '0000000000' }, 'phone', leadMessages.phoneInvalid],
      [{ name: 'Asha', phone: '1234567890' }, 'phone', leadMessages.phoneInvalid],
      [{ name: 'Asha' }, 'phone', leadMessages.phoneRequired],
      [{ name: '', phone: '9830012345' }, 'name', leadMessages.nameRequired],
      [{ phone: '9830012345' }, 'name', leadMessages.nameRequired],
      [{ name: ' A ', phone: '9830012345' }, 'name', leadMessages.nameTooShort],
      [{ name: 'A'.repeat(51), phone: '9830012345' }, 'name', leadMessages.nameTooLong],
      [{ name: 'Asha99', phone: '9830012345' }, 'name', leadMessages.nameInvalid],
    ])('refuses %j with 400: %s "%s"', async (payload, field, message) => {
      const before = (await list()).total;
      const response = await submit(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_FAILED',
        fieldErrors: { [field]: message },
      });
      expect((await list()).total).toBe(before);
    });

    it('reports the phone and the name together when both are wrong, the phone first', async () => {
      const response = await submit({ name: '', phone: '123' });
      expect(response.statusCode).toBe(400);
      const { fieldErrors } = response.json();
      expect(fieldErrors).toEqual({
        phone: leadMessages.phoneTooShort,
        name: leadMessages.nameRequired,
      });
      expect(Object.keys(fieldErrors)[0]).toBe('phone');
    });

    it('answers a body that is not JSON with a clear 400', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/promotional-leads/submit',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    });
  });

  describe('a re-submission of the same phone', () => {
    it('within 24 hours updates the first lead and answers with its id', async () => {
      const phone = freshPhone();
      const first = await submit({ name: 'Priya', phone });
      const before = (await list()).total;
      clock.advance(23 * HOUR);
      const again = await submit({ name: 'Priya Sen', phone, source: 'home_hero' });
      expect(again.statusCode).toBe(201);
      expect(again.json().lead._id).toBe(first.json().lead._id);
      expect((await list()).total).toBe(before);
      expect(await leadById(first.json().lead._id)).toMatchObject({
        name: 'Priya Sen',
        source: 'home_hero',
        updatedAt: clock.now().toISOString(),
      });
    });

    it('after 24 hours is a new lead', async () => {
      const phone = freshPhone();
      const first = await submit({ name: 'Kabir', phone });
      clock.advance(24 * HOUR + 1000);
      const later = await submit({ name: 'Kabir', phone });
      expect(later.statusCode).toBe(201);
      expect(later.json().lead._id).not.toBe(first.json().lead._id);
    });

    it('collapses when both arrive at once', async () => {
      const phone = freshPhone();
      const answers = await Promise.all([1, 2, 3].map(() => submit({ name: 'Meera', phone })));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((a) => a.json().lead._id)).size).toBe(1);
      expect((await list(`?search=${phone}`)).total).toBe(1);
    });

    it('counts one form submission in the activity tracker', async () => {
      const phone = freshPhone();
      await submit({ name: 'Tara Das', phone, source: 'offer_button' });
      await submit({ name: 'Tara Das', phone });
      const rows = await ctx.database.db
        .select()
        .from(activities)
        .where(eq(activities.activityType, 'form_submission'));
      const mine = rows.filter(
        (row) => (row.data as { formData?: { phone?: string } }).formData?.phone === toE164(phone),
      );
      expect(mine).toHaveLength(1);
      expect(mine[0]!.data).toEqual({
        formData: {
          formType: 'promotional_popup',
          name: 'Tara Das',
          phone: toE164(phone),
          submissionSource: 'offer_button',
        },
      });
    });
  });

  it(`answers 429 with Retry-After after ${LEAD_SUBMIT_RATE_LIMIT.max} submissions from one address`, async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= LEAD_SUBMIT_RATE_LIMIT.max; attempt++) {
      expect((await submit({ name: 'Spam', phone: freshPhone() }, address)).statusCode).toBe(201);
    }
    const limited = await submit({ name: 'Spam', phone: freshPhone() }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: expect.stringMatching(/Too many requests/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await submit({ name: 'Asha', phone: freshPhone() })).statusCode).toBe(201);
  });

  describe('the admin’s table', () => {
    let ids: Record<string, string>;

    beforeAll(async () => {
      await ctx.database.db.delete(leads);
      ids = {};
      for (const [key, name, phone] of [
        ['ananya', 'Ananya Gupta', '9000000001'],
        ['rohan', 'Rohan Das', '9000000002'],
        ['vikram', 'Vikram Iyer', '9123456789'],
      ] as const) {
        clock.advance(60_000);
        ids[key] = (await submit({ name, phone })).json().lead._id;
      }
    });

    it('lists the newest first, with the total', async () => {
      const { leads, total } = await list();
      expect(total).toBe(3);
      expect(leads.map((lead) => lead.name)).toEqual(['Vikram Iyer', 'Rohan Das', 'Ananya Gupta']);
    });

    it('pages', async () => {
      const second = await list('?page=2&limit=2');
      expect(second).toMatchObject({ total: 3 });
      expect(second.leads.map((lead) => lead.name)).toEqual(['Ananya Gupta']);
    });

    it('searches names and phones literally', async () => {
      expect((await list('?search=gupta')).leads.map((l) => l.name)).toEqual(['Ananya Gupta']);
      expect((await list('?search=98765')).total).toBe(0);
      expect((await list('?search=000000')).total).toBe(2);
      expect((await list('?search=912345')).leads.map((l) => l.name)).toEqual(['Vikram Iyer']);
      // Wildcards are plain characters.
      expect((await list('?search=%25')).total).toBe(0);
      expect((await list('?search=_')).total).toBe(0);
    });

    it('changes a status and notes, filters by status and counts them', async () => {
      const update = await ctx.app.inject({
        method: 'PUT',
        url: `/api/promotional-leads/${ids.rohan}/status`,
        headers: await asAdmin(),
        payload: { status: 'contacted', notes: 'Wants Goa in December' },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json().lead).toMatchObject({
        _id: ids.rohan,
        status: 'contacted',
        notes: 'Wants Goa in December',
      });

      // Notes left out stay as they were.
      const converted = await ctx.app.inject({
        method: 'PUT',
        url: `/api/promotional-leads/${ids.rohan}/status`,
        headers: await asAdmin(),
        payload: { status: 'converted' },
      });
      expect(converted.json().lead).toMatchObject({
        status: 'converted',
        notes: 'Wants Goa in December',
      });
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/promotional-leads/${ids.vikram}/status`,
        headers: await asAdmin(),
        payload: { status: 'lost', notes: '' },
      });

      expect((await list('?status=converted')).leads.map((l) => l._id)).toEqual([ids.rohan]);
      expect((await list('?status=all')).total).toBe(3);
      const stats = await ctx.app.inject({
        method: 'GET',
        url: '/api/promotional-leads/stats',
        headers: await asAdmin(),
      });
      expect(stats.json()).toEqual({ total: 3, new: 1, contacted: 0, converted: 1, lost: 1 });
    });

    it('refuses an unknown status with the list of statuses', async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/promotional-leads/${ids.ananya}/status`,
        headers: await asAdmin(),
        payload: { status: 'won' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ status: leadMessages.statusInvalid });
      const listed = await ctx.app.inject({
        method: 'GET',
        url: '/api/promotional-leads?status=won',
        headers: await asAdmin(),
      });
      expect(listed.statusCode).toBe(400);
    });

    it('answers 404 in the envelope for a lead that does not exist', async () => {
      for (const id of [crypto.randomUUID(), 'not-an-id']) {
        const update = await ctx.app.inject({
          method: 'PUT',
          url: `/api/promotional-leads/${id}/status`,
          headers: await asAdmin(),
          payload: { status: 'contacted' },
        });
        expect(update.statusCode).toBe(404);
        expect(update.json()).toEqual({ error: leadMessages.notFound, code: 'NOT_FOUND' });
        const removal = await ctx.app.inject({
          method: 'DELETE',
          url: `/api/promotional-leads/${id}`,
          headers: await asAdmin(),
        });
        expect(removal.statusCode).toBe(404);
        expect(removal.json()).toEqual({ error: leadMessages.notFound, code: 'NOT_FOUND' });
      }
    });

    it('deletes a lead', async () => {
      const removal = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/promotional-leads/${ids.ananya}`,
        headers: await asAdmin(),
      });
      expect(removal.statusCode).toBe(204);
      expect(removal.body).toBe('');
      expect((await list()).leads.map((l) => l._id)).not.toContain(ids.ananya);
      const again = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/promotional-leads/${ids.ananya}`,
        headers: await asAdmin(),
      });
      expect(again.statusCode).toBe(404);
    });
  });

  it('are described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(paths['/api/promotional-leads/submit'].post.requestBody).toBeDefined();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/promotional-leads',
        '/api/promotional-leads/stats',
        '/api/promotional-leads/{id}/status',
        '/api/promotional-leads/{id}',
        '/api/site-settings',
        '/api/admin/settings',
        '/api/admin/notifications',
      ]),
    );
  });

  describe('admin routes', () => {
    const adminCalls = () => {
      const id = crypto.randomUUID();
      return [
        { method: 'GET' as const, url: '/api/promotional-leads' },
        { method: 'GET' as const, url: '/api/promotional-leads/stats' },
        {
          method: 'PUT' as const,
          url: `/api/promotional-leads/${id}/status`,
          payload: { status: 'lost' },
        },
        { method: 'DELETE' as const, url: `/api/promotional-leads/${id}` },
      ];
    };

    it('refuse anonymous callers with 401 and travellers with 403', async () => {
      const traveller = bearer(await createUserToken(ctx));
      for (const call of adminCalls()) {
        const anonymous = await ctx.app.inject(call);
        expect(anonymous.statusCode, call.url).toBe(401);
        expect(anonymous.json().code).toBe('UNAUTHORIZED');
        const user = await ctx.app.inject({ ...call, headers: traveller });
        expect(user.statusCode, call.url).toBe(403);
        expect(user.json().code).toBe('FORBIDDEN');
      }
    });
  });
});

describe('logs', () => {
  it('never carry a lead’s phone number', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-leads-log-'));
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
    });
    const database = await createTestDatabase();
    const options = loggerOptions(env) as Record<string, unknown>;
    const app = await buildApp({ env, database, logger: { ...options, stream } as never });
    try {
      const phone = '9830077777';
      const ok = await app.inject({
        method: 'POST',
        url: '/api/promotional-leads/submit',
        payload: { name: 'Asha Roy', phone },
      });
      expect(ok.statusCode).toBe(201);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/promotional-leads/submit',
        payload: { name: 'Asha 1', phone: '98300 77777' },
      });
      expect(refused.statusCode).toBe(400);
      expect(lines.length).toBeGreaterThan(0);
      const logged = lines.join('\n');
      expect(logged).not.toContain(phone);
      expect(logged).not.toContain('98300 77777');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
