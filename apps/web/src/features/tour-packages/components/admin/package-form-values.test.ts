import { validatePackageForm } from '@trip/shared/tour-packages/schemas';
import { describe, expect, it } from 'vitest';
import {
  emptyPackageFormValues,
  newKey,
  packageFormData,
  packageFormInput,
  withImageRemoved,
  withImagesAdded,
  withTitle,
  type PackageFormValues,
} from './package-form-values';

function image(name: string): File {
  return new File(['jpeg bytes'], name, { type: 'image/jpeg' });
}

function typedTitle(values: PackageFormValues, title: string): PackageFormValues {
  // As typed: one character at a time.
  let current = values;
  for (let length = 1; length <= title.length; length += 1) {
    current = withTitle(current, title.slice(0, length));
  }
  return current;
}

function filledForm(): PackageFormValues {
  const values = typedTitle(emptyPackageFormValues(), 'Kerala Backwaters');
  return {
    ...values,
    description: '<p>Houseboats and lagoons.</p>',
    shortDescription: 'Five days on the backwaters.',
    category: 'Beach',
    pricing: { ...values.pricing, basePrice: '24999' },
    travelDetails: {
      ...values.travelDetails,
      fromLocation: 'Kochi',
      toLocation: 'Alleppey',
      duration: '5',
    },
  };
}

describe('the slug follows the title', () => {
  it('while the slug is empty or still the slug of the title', () => {
    const values = typedTitle(emptyPackageFormValues(), 'Goa: Sun & Sand!');
    expect(values.slug).toBe('goa-sun-sand');
    expect(withTitle(values, 'Goa: Sun & Sand, 2026').slug).toBe('goa-sun-sand-2026');
  });

  it('no longer once the admin writes a slug of their own', () => {
    const values = { ...typedTitle(emptyPackageFormValues(), 'Goa Beaches'), slug: 'goa-special' };
    expect(withTitle(values, 'Goa Beaches and Forts').slug).toBe('goa-special');
  });

  it('again when the admin empties the slug', () => {
    const values = { ...typedTitle(emptyPackageFormValues(), 'Goa Beaches'), slug: '' };
    expect(withTitle(values, 'Goa Forts').slug).toBe('goa-forts');
  });
});

describe('validation on submit', () => {
  it('gives every failing message at once, joined with commas', () => {
    const values = { ...emptyPackageFormValues(), metaTitle: 'x'.repeat(61) };
    const result = validatePackageForm(packageFormInput(values));
    expect(result.success).toBe(false);
    expect(!result.success && result.message).toBe(
      'Title is required, Slug is required, Description is required, Short description is required, Category is required, Base price is required, From location is required, To location is required, Duration is required, Meta title must be 60 characters or less',
    );
  });
});

describe('packageFormData', () => {
  it('drops empty list entries and days without detail, and sends lists as JSON text', () => {
    const values: PackageFormValues = {
      ...filledForm(),
      features: [
        { key: newKey(), text: 'Houseboat stay' },
        { key: newKey(), text: '' },
        { key: newKey(), text: '   ' },
      ],
      inclusions: [
        { key: newKey(), text: '' },
        { key: newKey(), text: 'Breakfast' },
      ],
      exclusions: [{ key: newKey(), text: '' }],
      itinerary: [
        { key: newKey(), day: '1', title: 'Arrive', detail: 'Check in at Kochi.' },
        { key: newKey(), day: '2', title: 'Free day', detail: '  ' },
      ],
      tags: 'kerala, , backwaters',
    };
    const checked = validatePackageForm(packageFormInput(values));
    if (!checked.success) throw new Error(checked.message);
    const body = packageFormData(checked.data, values, false);
    expect(JSON.parse(String(body.get('features')))).toEqual(['Houseboat stay']);
    expect(JSON.parse(String(body.get('inclusions')))).toEqual(['Breakfast']);
    expect(JSON.parse(String(body.get('exclusions')))).toEqual([]);
    expect(JSON.parse(String(body.get('itinerary')))).toEqual([
      { day: 1, title: 'Arrive', detail: 'Check in at Kochi.' },
    ]);
    expect(JSON.parse(String(body.get('tags')))).toEqual(['kerala', 'backwaters']);
    expect(body.get('slug')).toBe('kerala-backwaters');
    expect(JSON.parse(String(body.get('pricing')))).toMatchObject({
      basePrice: 24999,
      currency: 'INR',
      discountPercentage: 0,
    });
    expect(body.has('existingImages')).toBe(false);
  });
});

describe('the featured image', () => {
  const preview = (file: File) => `preview:${file.name}`;

  it('is the first image until another is chosen, and only ever one', () => {
    let values = withImagesAdded(filledForm(), [image('a.jpg'), image('b.jpg')], preview);
    const [first, second] = values.images;
    expect(values.featuredImageKey).toBe(first!.key);
    values = { ...values, featuredImageKey: second!.key };
    values = withImagesAdded(values, [image('c.jpg')], preview);
    expect(values.featuredImageKey).toBe(second!.key);

    const checked = validatePackageForm(packageFormInput(values));
    if (!checked.success) throw new Error(checked.message);
    const body = packageFormData(checked.data, values, false);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
    ]);
    expect(body.get('featuredImageIndex')).toBe('1');
  });

  it('moves to the first image left when the featured one is removed', () => {
    let values = withImagesAdded(filledForm(), [image('a.jpg'), image('b.jpg')], preview);
    const [first, second] = values.images;
    values = withImageRemoved({ ...values, featuredImageKey: second!.key }, second!.key);
    expect(values.featuredImageKey).toBe(first!.key);
    values = withImageRemoved(values, first!.key);
    expect(values.featuredImageKey).toBeNull();
  });

  it('on edit, is counted over the kept images first, then the new ones', () => {
    const base = filledForm();
    let values: PackageFormValues = {
      ...base,
      images: [
        { key: newKey(), kind: 'existing', url: '/u/one.webp', caption: 'Lagoon', preview: '' },
        { key: newKey(), kind: 'existing', url: '/u/two.webp', caption: '', preview: '' },
      ],
    };
    values = { ...values, featuredImageKey: values.images[0]!.key };
    values = withImageRemoved(values, values.images[1]!.key);
    values = withImagesAdded(values, [image('new.jpg')], preview);
    values = {
      ...values,
      featuredImageKey: values.images[1]!.key,
      images: values.images.map((entry, index) =>
        index === 1 ? { ...entry, caption: ' Sunset ' } : entry,
      ),
    };
    const checked = validatePackageForm(packageFormInput(values));
    if (!checked.success) throw new Error(checked.message);
    const body = packageFormData(checked.data, values, true);
    expect(JSON.parse(String(body.get('existingImages')))).toEqual([
      { url: '/u/one.webp', caption: 'Lagoon', isFeatured: false },
    ]);
    expect(body.get('imageCaption0')).toBe('Sunset');
    expect(body.get('featuredImageIndex')).toBe('1');
  });
});
