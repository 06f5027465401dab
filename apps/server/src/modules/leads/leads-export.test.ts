import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken } from '../../test/roles';
import { LEAD_CSV_COLUMNS } from './leads.service';

describe('GET /api/promotional-leads/export', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = bearer(await createAdminToken(ctx));
    for (const [name, phone] of [
      ['Ananya Sen', '9830011111'],
      ['Kabir Roy', '9830022222'],
      ['Meera Das', '9830033333'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/promotional-leads/submit',
        payload: { name, phone },
        remoteAddress: `10.63.0.${++n}`,
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('downloads the filtered leads as formula-safe CSV with a BOM', async () => {
    const { leads } = (
      await ctx.app.inject({ method: 'GET', url: '/api/promotional-leads', headers: admin })
    ).json() as { leads: { _id: string; name: string }[] };
    const kabir = leads.find((lead) => lead.name === 'Kabir Roy')!;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/promotional-leads/${kabir._id}/status`,
      headers: admin,
      payload: { status: 'contacted', notes: '=cmd|calc! Called, wants Goa in March' },
    });

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/promotional-leads/export',
      headers: admin,
    });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(all.body.startsWith('\uFEFF')).toBe(true);
    const lines = all.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);

    const contacted = await ctx.app.inject({
      method: 'GET',
      url: '/api/promotional-leads/export?status=contacted',
      headers: admin,
    });
    const rows = contacted.body.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1);
    // A phone in E.164 starts with +, so the cell is written as text (OWASP's rule).
    expect(rows[0]).toContain("Kabir Roy,'+919830022222,contacted");
    expect(rows[0]).toContain("'=cmd|calc! Called, wants Goa in March");

    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/promotional-leads/export?search=33333',
      headers: admin,
    });
    expect(search.body).toContain('Meera Das');
    expect(search.body).not.toContain('Ananya Sen');
  });
});

describe('GET /api/promotional-leads/:id', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = bearer(await createAdminToken(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('opens one lead, and says so when it is gone', async () => {
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/promotional-leads/submit',
      payload: { name: 'Ritu Bose', phone: '9830044444' },
      remoteAddress: '10.63.1.1',
    });
    const id = submitted.json().lead._id as string;
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/promotional-leads/${id}`,
      headers: admin,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().lead).toMatchObject({ _id: id, name: 'Ritu Bose', status: 'new' });
    for (const missing of [crypto.randomUUID(), 'not-an-id']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/promotional-leads/${missing}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
