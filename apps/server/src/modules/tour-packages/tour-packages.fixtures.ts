import sharp from 'sharp';
import type { TestContext } from '../../test/app';
import { bearer } from '../../test/roles';

/** A package form as the admin dialog sends it, every field as text. */
export type FormFields = Record<string, unknown>;

let sequence = 0;

/** A valid package form; each call gets its own title (and so its own slug). */
export function validPackageFields(overrides: FormFields = {}): FormFields {
  sequence += 1;
  return {
    title: `Goa Beach Escape ${sequence}`,
    description: '<p>Sun, sand and <strong>seafood</strong> on the Konkan coast.</p>',
    shortDescription: 'Four relaxed days on the beaches of North Goa.',
    category: 'Beach',
    pricing: { basePrice: 24_000, discountPercentage: 10 },
    travelDetails: { fromLocation: 'Mumbai', toLocation: 'Goa', duration: 4 },
    features: ['Beach-side stay'],
    inclusions: ['Breakfast'],
    exclusions: ['Flights'],
    itinerary: [{ day: 1, title: 'Arrival', detail: 'Check in near Calangute Beach.' }],
    tags: ['beach', 'goa'],
    status: 'published',
    ...overrides,
  };
}

export type ImagePart = { name: string; bytes: Buffer; type?: string };

/** Lists and groups as JSON text, everything else as text, images as repeated `images` parts. */
export function packageFormData(fields: FormFields, images: ImagePart[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const image of images) {
    form.append(
      'images',
      new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/jpeg' }),
      image.name,
    );
  }
  return form;
}

export async function submitPackage(
  ctx: TestContext,
  token: string,
  fields: FormFields,
  images: ImagePart[] = [],
  target: { method: 'POST' | 'PUT'; id?: string } = { method: 'POST' },
) {
  return ctx.app.inject({
    method: target.method,
    url: target.id ? `/api/packages/admin/${target.id}` : '/api/packages/admin/create',
    headers: bearer(token),
    payload: packageFormData(fields, images),
  });
}

/** Creates a package through the admin API and returns it as the API answered. */
export async function createPackageViaApi(
  ctx: TestContext,
  token: string,
  overrides: FormFields = {},
  images: ImagePart[] = [],
) {
  const response = await submitPackage(ctx, token, validPackageFields(overrides), images);
  if (response.statusCode !== 201) {
    throw new Error(`package not created: ${response.statusCode} ${response.body}`);
  }
  return response.json().package as {
    _id: string;
    slug: string;
    title: string;
    images: Array<{
      url: string;
      caption: string;
      isFeatured: boolean;
      srcset: Array<{ url: string; width: number }>;
    }>;
    pricing: { basePrice: number; discountPercentage: number; discountedPrice: number };
  };
}

/** Publishes, archives or drafts a package through the admin API. */
export async function setPackageStatusViaApi(
  ctx: TestContext,
  token: string,
  id: string,
  status: 'draft' | 'published' | 'archived',
): Promise<void> {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/packages/admin/${id}/status`,
    headers: bearer(token),
    payload: { status },
  });
  if (response.statusCode !== 200) {
    throw new Error(`status not set: ${response.statusCode} ${response.body}`);
  }
}

/** A real JPEG of the given size, with camera metadata to be stripped. */
export async function jpegImage(width = 1200, height = 800, colour = '#2a9d8f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Copyright: 'Test Camera Owner', Artist: 'Test Artist' } })
    .toBuffer();
}
