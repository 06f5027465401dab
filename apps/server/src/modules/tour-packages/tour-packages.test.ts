import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_DEFAULTS, packageMessages } from '@trip/shared/tour-packages/constants';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createAdminToken, headersFor } from '../../test/roles';
import {
  createPackageViaApi,
  packageFormData,
  submitPackage,
  validPackageFields,
} from './tour-packages.fixtures';

describe('package categories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists the spec categories', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/packages/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json().categories).toEqual([
      'Adventure',
      'Beach',
      'Cultural',
      'Wildlife',
      'Honeymoon',
      'Family',
      'Luxury',
      'Budget',
      'Weekend Getaway',
      'International',
      'Domestic',
    ]);
  });
});

describe('package admin: access', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const someId = '00000000-0000-4000-8000-000000000000';
  const adminRoutes = [
    { method: 'GET', url: '/api/packages/admin/all' },
    { method: 'POST', url: '/api/packages/admin/create' },
    { method: 'PUT', url: `/api/packages/admin/${someId}` },
    { method: 'DELETE', url: `/api/packages/admin/${someId}` },
    { method: 'PATCH', url: `/api/packages/admin/${someId}/status` },
  ] as const;

  it.each(adminRoutes)('$method $url refuses anonymous callers (401)', async (route) => {
    const response = await ctx.app.inject({
      ...route,
      headers: await headersFor(ctx, 'anonymous'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it.each(adminRoutes)('$method $url refuses traveller tokens (403)', async (route) => {
    const response = await ctx.app.inject({ ...route, headers: await headersFor(ctx, 'user') });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('refuses an upload from a traveller before reading it, and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/admin/create',
      headers: await headersFor(ctx, 'user'),
      payload: packageFormData(validPackageFields()),
    });
    expect(response.statusCode).toBe(403);
    const list = await ctx.app.inject({
      url: '/api/packages/admin/all',
      headers: await headersFor(ctx, 'admin'),
    });
    expect(list.json().packages).toEqual([]);
  });
});

describe('package admin: the form rules', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('names every failing rule at once, joined with commas, in form order', async () => {
    const response = await submitPackage(ctx, token, {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(
      [
        'Title is required',
        'Slug is required',
        'Description is required',
        'Short description is required',
        'Category is required',
        'Base price is required',
        'From location is required',
        'To location is required',
        'Duration is required',
      ].join(', '),
    );
    expect(body.fieldErrors).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      description: 'Description is required',
      shortDescription: 'Short description is required',
      category: 'Category is required',
      'pricing.basePrice': 'Base price is required',
    });
  });

  it('applies the length limits with the spec messages', async () => {
    const response = await submitPackage(
      ctx,
      token,
      validPackageFields({
        shortDescription: 'a'.repeat(301),
        metaTitle: 'm'.repeat(61),
        metaDescription: 'd'.repeat(161),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'Short description must be 300 characters or less, Meta title must be 60 characters or less, Meta description must be 160 characters or less',
    );
  });

  it('takes exactly 300, 60 and 160 characters', async () => {
    const response = await submitPackage(
      ctx,
      token,
      validPackageFields({
        shortDescription: 'a'.repeat(300),
        metaTitle: 'm'.repeat(60),
        metaDescription: 'd'.repeat(160),
      }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('treats whitespace and a description of empty markup as missing', async () => {
    const response = await submitPackage(
      ctx,
      token,
      validPackageFields({ title: '   ', description: '<p> </p><script>alert(1)</script>' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
    });
  });

  it('refuses a category outside the list and a base price that is not whole rupees', async () => {
    const response = await submitPackage(
      ctx,
      token,
      validPackageFields({ category: 'Space', pricing: { basePrice: '12.5' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      category: packageMessages.categoryInvalid,
      'pricing.basePrice': packageMessages.basePriceInvalid,
    });
  });

  it('fills in the spec defaults', async () => {
    const response = await submitPackage(ctx, token, {
      title: 'Plain Package',
      description: '<p>Text</p>',
      shortDescription: 'Short',
      category: 'Budget',
      pricing: JSON.stringify({ basePrice: '9999' }),
      travelDetails: JSON.stringify({ fromLocation: 'Delhi', toLocation: 'Agra', duration: '2' }),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().package;
    expect(created).toMatchObject({
      slug: 'plain-package',
      status: PACKAGE_DEFAULTS.status,
      featured: false,
      pricing: { basePrice: 9999, currency: 'INR', discountPercentage: 0, discountedPrice: 9999 },
      travelDetails: { travelClass: 'Economy', minTravelers: 1, maxTravelers: 10, duration: 2 },
      bookingInfo: {
        requiresAdvanceBooking: true,
        advanceBookingDays: 7,
        cancellationPolicy: 'Standard cancellation policy applies',
        refundPolicy: 'Refund available as per terms and conditions',
      },
      tags: [],
      images: [],
    });
  });

  it('makes the slug from the title by the spec rule, and normalises a typed one', async () => {
    const fromTitle = await createPackageViaApi(ctx, token, {
      title: '  Royal Rajasthan: Jaipur,  Udaipur & Jodhpur!! ',
      slug: '',
    });
    expect(fromTitle.slug).toBe('royal-rajasthan-jaipur-udaipur-jodhpur');
    const typed = await createPackageViaApi(ctx, token, { slug: 'My  Custom Slug--' });
    expect(typed.slug).toBe('my-custom-slug');
  });

  it('refuses a slug already in use with 409 and says so', async () => {
    await createPackageViaApi(ctx, token, { slug: 'kerala-backwaters' });
    const response = await submitPackage(
      ctx,
      token,
      validPackageFields({ title: 'Kerala Backwaters' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      error: packageMessages.slugTaken('kerala-backwaters'),
      fieldErrors: { slug: packageMessages.slugTaken('kerala-backwaters') },
    });
  });

  it('keeps only the allowed description tags (h1 becomes h2), no attributes', async () => {
    const created = await createPackageViaApi(ctx, token, {
      description:
        '<h1 style="color:red">Day One</h1><h2>Two</h2><h3>Three</h3><p onclick="steal()">A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em><br><a href="javascript:x">link</a><img src=x onerror=alert(1)></p><ul><li>one</li></ul><ol><li>two</li></ol><script>alert(1)</script><iframe src="//evil"></iframe><div>kept text</div>',
    });
    const response = await ctx.app.inject({ url: `/api/packages/slug/${created.slug}` });
    expect(response.json().package.description).toBe(
      '<h2>Day One</h2><h2>Two</h2><h3>Three</h3><p>A <b>b</b> <strong>s</strong> <i>i</i> <em>e</em><br />link</p><ul><li>one</li></ul><ol><li>two</li></ol>kept text',
    );
  });

  it('drops empty list entries and itinerary days without detail; tags may be comma text', async () => {
    const response = await submitPackage(
      ctx,
      token,
      validPackageFields({
        features: ['Guide', '', '  ', 'Transfers'],
        inclusions: [' Breakfast ', ''],
        exclusions: [''],
        tags: 'hills, , tea ,',
        itinerary: [
          { day: 1, title: 'Arrive', detail: 'Kochi Fort walk' },
          { day: 2, title: 'Empty day', detail: '   ' },
          { day: 3, title: 'Munnar', detail: 'Tea gardens' },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().package).toMatchObject({
      features: ['Guide', 'Transfers'],
      inclusions: ['Breakfast'],
      exclusions: [],
      tags: ['hills', 'tea'],
      itinerary: [
        { day: 1, title: 'Arrive', detail: 'Kochi Fort walk' },
        { day: 3, title: 'Munnar', detail: 'Tea gardens' },
      ],
    });
  });

  it('says which list is not a list', async () => {
    const form = packageFormData(validPackageFields({ features: undefined }));
    form.append('features', '{not json');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/admin/create',
      headers: bearer(token),
      payload: form,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.features).toBe(packageMessages.listInvalid('features'));
  });

  it('asks for multipart when sent JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/packages/admin/create',
      headers: bearer(token),
      payload: validPackageFields(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(packageMessages.multipartRequired);
  });

  it('stores the featured flag, and the discounted price in whole rupees', async () => {
    const created = await createPackageViaApi(ctx, token, {
      featured: 'true',
      pricing: { basePrice: 19_999, discountPercentage: 15 },
    });
    expect(created.pricing).toMatchObject({ basePrice: 19_999, discountedPrice: 16_999 });
    const response = await ctx.app.inject({ url: `/api/packages/slug/${created.slug}` });
    expect(response.json().package.featured).toBe(true);
  });
});

describe('package admin: list, edit, status and delete', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    token = await createAdminToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists every status for the admin, only published ones publicly', async () => {
    const draft = await createPackageViaApi(ctx, token, { status: 'draft' });
    const archived = await createPackageViaApi(ctx, token, { status: 'archived' });
    const published = await createPackageViaApi(ctx, token, { status: 'published' });

    const all = await ctx.app.inject({ url: '/api/packages/admin/all', headers: bearer(token) });
    expect(all.statusCode).toBe(200);
    const ids = all.json().packages.map((item: { _id: string }) => item._id);
    expect(ids).toEqual(expect.arrayContaining([draft._id, archived._id, published._id]));

    const list = await ctx.app.inject({ url: '/api/packages' });
    expect(list.json().packages.map((item: { _id: string }) => item._id)).toEqual([published._id]);
    for (const hidden of [draft, archived]) {
      const page = await ctx.app.inject({ url: `/api/packages/slug/${hidden.slug}` });
      expect(page.statusCode).toBe(404);
      expect(page.json().error).toBe(packageMessages.notFound);
    }
  });

  it('changes the status, and the public side follows', async () => {
    const created = await createPackageViaApi(ctx, token, { status: 'draft' });
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/packages/admin/${created._id}/status`,
      headers: bearer(token),
      payload: { status: 'published' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().package.status).toBe('published');
    const page = await ctx.app.inject({ url: `/api/packages/slug/${created.slug}` });
    expect(page.statusCode).toBe(200);

    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/packages/admin/${created._id}/status`,
      headers: bearer(token),
      payload: { status: 'live' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(packageMessages.statusInvalid);
  });

  it('edits a package: fields sent replace, fields left out are kept', async () => {
    const created = await createPackageViaApi(ctx, token, {
      metaTitle: 'Goa in four days',
      pricing: { basePrice: 30_000, discountPercentage: 20, currency: 'INR' },
    });
    const response = await submitPackage(
      ctx,
      token,
      { title: 'Goa, Renamed', pricing: { basePrice: 32_000 } },
      [],
      { method: 'PUT', id: created._id },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().package).toMatchObject({
      _id: created._id,
      title: 'Goa, Renamed',
      slug: created.slug,
      metaTitle: 'Goa in four days',
      pricing: { basePrice: 32_000, discountPercentage: 20, discountedPrice: 25_600 },
    });
  });

  it('checks the form rules on edit too, and the slug of another package', async () => {
    const first = await createPackageViaApi(ctx, token);
    const second = await createPackageViaApi(ctx, token);
    const empty = await submitPackage(ctx, token, { title: '', shortDescription: '' }, [], {
      method: 'PUT',
      id: second._id,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Title is required, Short description is required');

    const clash = await submitPackage(ctx, token, { slug: first.slug }, [], {
      method: 'PUT',
      id: second._id,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('answers 404 for a package that does not exist, whatever the id looks like', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const edit = await submitPackage(ctx, token, validPackageFields(), [], { method: 'PUT', id });
      expect(edit.statusCode).toBe(404);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/packages/admin/${id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode).toBe(404);
      const status = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/packages/admin/${id}/status`,
        headers: bearer(token),
        payload: { status: 'draft' },
      });
      expect(status.statusCode).toBe(404);
    }
  });

  it('deletes a package (204) and it is gone everywhere', async () => {
    const created = await createPackageViaApi(ctx, token);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/packages/admin/${created._id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const page = await ctx.app.inject({ url: `/api/packages/slug/${created.slug}` });
    expect(page.statusCode).toBe(404);
    const all = await ctx.app.inject({ url: '/api/packages/admin/all', headers: bearer(token) });
    expect(all.json().packages.map((item: { _id: string }) => item._id)).not.toContain(created._id);
  });
});
