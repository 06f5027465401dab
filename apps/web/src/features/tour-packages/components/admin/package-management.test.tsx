import { File as NodeFile } from 'node:buffer';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../../lib/session-store';
import { setViewportWidth } from '../../../../test/match-media';
import { PackageManagement } from './package-management';

type Received = {
  method?: string;
  url?: string;
  auth?: string;
  json?: unknown;
  form?: Map<string, (string | { name: string; size: number })[]>;
};

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../../test/http-server');
  const requests: Received[] = [];
  const state = {
    packages: [] as unknown[],
    answer: undefined as { status: number; body?: unknown } | undefined,
  };
  const server = await startHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const bytes = Buffer.concat(chunks);
        const type = request.headers['content-type'] ?? '';
        const received: Received = {
          method: request.method,
          url: request.url,
          auth: request.headers.authorization,
        };
        if (type.startsWith('application/json')) received.json = JSON.parse(bytes.toString());
        if (type.startsWith('multipart/form-data')) {
          // Node's own multipart reader, the one fetch uses.
          const parsed = await new Response(bytes, {
            headers: { 'content-type': type },
          }).formData();
          const form = new Map<string, (string | { name: string; size: number })[]>();
          for (const [name, value] of parsed.entries()) {
            const entry =
              typeof value === 'string' ? value : { name: value.name, size: value.size };
            form.set(name, [...(form.get(name) ?? []), entry]);
          }
          received.form = form;
        }
        requests.push(received);
        const send = (status: number, answer?: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(answer === undefined ? undefined : JSON.stringify(answer));
        };
        if (request.headers.authorization !== 'Bearer admin-token') {
          return send(401, { error: 'Please sign in.', code: 'UNAUTHORIZED' });
        }
        if (state.answer && request.method !== 'GET') {
          return send(state.answer.status, state.answer.body);
        }
        if (request.url === '/api/packages/admin/all') {
          return send(200, { packages: state.packages });
        }
        if (request.url === '/api/packages/admin/create') {
          const form = received.form;
          const created = {
            ...(state.packages[0] as object),
            _id: 'p-new',
            title: form?.get('title')?.[0],
            slug: form?.get('slug')?.[0],
          };
          state.packages = [created, ...state.packages];
          return send(201, { package: created });
        }
        const status = /^\/api\/packages\/admin\/([^/]+)\/status$/.exec(request.url ?? '');
        if (status && request.method === 'PATCH') {
          const body = received.json as { status: string };
          state.packages = state.packages.map((item) =>
            (item as { _id: string })._id === status[1] ? { ...(item as object), ...body } : item,
          );
          return send(200, {
            package: state.packages.find((item) => (item as { _id: string })._id === status[1]),
          });
        }
        const one = /^\/api\/packages\/admin\/([^/]+)$/.exec(request.url ?? '');
        if (one && request.method === 'PUT') {
          return send(200, {
            package: state.packages.find((item) => (item as { _id: string })._id === one[1]),
          });
        }
        if (one && request.method === 'DELETE') {
          state.packages = state.packages.filter(
            (item) => (item as { _id: string })._id !== one[1],
          );
          return send(204);
        }
        return send(404, { error: 'Not found.', code: 'NOT_FOUND' });
      })();
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, requests, state };
});

// Typing into MUI fields in jsdom is slow.
vi.setConfig({ testTimeout: 120_000 });
// Answers come from a real server over HTTP: give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

function tourPackage(overrides: Partial<TourPackage> = {}): TourPackage {
  return {
    _id: 'p1',
    slug: 'kerala-backwaters',
    title: 'Kerala Backwaters',
    shortDescription: 'Five days on the backwaters.',
    description: '<p>Houseboats and lagoons.</p>',
    category: 'Beach',
    images: [],
    pricing: {
      basePrice: 25000,
      discountPercentage: 10,
      discountedPrice: 22500,
      currency: 'INR',
      pricePerPerson: true,
      validUntil: null,
    },
    travelDetails: {
      fromLocation: 'Kochi',
      toLocation: 'Alleppey',
      duration: 5,
      travelClass: 'Economy',
      maxTravelers: 10,
      minTravelers: 1,
    },
    features: [],
    inclusions: [],
    exclusions: [],
    itinerary: [],
    tags: [],
    metaTitle: '',
    metaDescription: '',
    status: 'published',
    featured: false,
    bookingInfo: {
      requiresAdvanceBooking: true,
      advanceBookingDays: 7,
      cancellationPolicy: 'Standard cancellation policy applies',
      refundPolicy: 'Refund available as per terms and conditions',
    },
    contactInfo: { phone: '', email: '', whatsapp: '' },
    views: 12,
    rating: { count: 0 },
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * jsdom's File and FormData cannot travel through Node's fetch (its Blob has no stream()), so
 * the tests that upload use Node's own, as a browser would use its own.
 */
async function useNodeFormData() {
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
}

function jpeg(name: string): File {
  return new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], name, {
    type: 'image/jpeg',
  }) as unknown as File;
}

afterAll(async () => {
  await api.server.close();
});

beforeEach(() => {
  setViewportWidth(1280);
  api.requests.length = 0;
  api.state.answer = undefined;
  api.state.packages = [
    tourPackage(),
    tourPackage({
      _id: 'p2',
      slug: 'ladakh-road-trip',
      title: 'Ladakh Road Trip',
      status: 'draft',
    }),
  ];
  startSession('admin', {
    token: 'admin-token',
    profile: {
      _id: 'a1',
      username: 'Asha Menon',
      email: 'asha@tripsutra.in',
      role: 'admin',
      lastLogin: null,
      previousLogin: null,
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession('admin', 'signedOut');
  localStorage.clear();
});

function renderSection() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PackageManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user };
}

async function card(name: string) {
  return screen.findByRole('article', { name });
}

async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  combobox: HTMLElement,
  option: string,
) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openEditDialog(user: ReturnType<typeof userEvent.setup>) {
  const kerala = await card('Kerala Backwaters');
  await user.click(within(kerala).getByRole('button', { name: 'Edit Kerala Backwaters' }));
  return screen.findByRole('dialog', { name: 'Edit Package' });
}

async function openCreateDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Package' }));
  return screen.findByRole('dialog', { name: 'Create Package' });
}

/** Puts text in a field at once: typing every character into this big form is slow in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function pasteInto(editor: HTMLElement, data: Record<string, string>) {
  editor.focus();
  fireEvent.paste(editor, { clipboardData: { getData: (type: string) => data[type] ?? '' } });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Munnar Tea Hills');
  await fill(
    user,
    within(dialog).getByRole('textbox', { name: 'Short description' }),
    'Tea gardens and misty hills.',
  );
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Category' }), 'Family');
  pasteInto(within(dialog).getByRole('textbox', { name: 'Description' }), {
    'text/plain': 'Three days among the tea gardens.',
  });
  await fill(user, within(dialog).getByRole('spinbutton', { name: 'Base price' }), '18999');
  await fill(user, within(dialog).getByRole('textbox', { name: 'From' }), 'Kochi');
  await fill(user, within(dialog).getByRole('textbox', { name: 'To' }), 'Munnar');
  await fill(user, within(dialog).getByRole('spinbutton', { name: 'Duration (days)' }), '3');
}

function lastRequest(method: string): Received {
  const found = api.requests.filter((request) => request.method === method).at(-1);
  if (!found) throw new Error(`No ${method} request was made`);
  return found;
}

function jsonField(request: Received, name: string): unknown {
  const value = request.form?.get(name)?.[0];
  return typeof value === 'string' ? JSON.parse(value) : value;
}

describe('Package Management', () => {
  it('shows every package as a card with its status', async () => {
    renderSection();
    const kerala = await card('Kerala Backwaters');
    expect(within(kerala).getByRole('combobox', { name: /Status/ })).toHaveTextContent('Published');
    expect(within(kerala).getByText('₹22,500')).toBeVisible();
    const ladakh = await card('Ladakh Road Trip');
    expect(within(ladakh).getByRole('combobox', { name: /Status/ })).toHaveTextContent('Draft');
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/packages/admin/all',
      auth: 'Bearer admin-token',
    });
  });

  it('changes a status from the card dropdown', async () => {
    const { user } = renderSection();
    const kerala = await card('Kerala Backwaters');
    await chooseOption(user, within(kerala).getByRole('combobox', { name: /Status/ }), 'Archived');
    await waitFor(() =>
      expect(lastRequest('PATCH')).toMatchObject({
        url: '/api/packages/admin/p1/status',
        json: { status: 'archived' },
      }),
    );
    expect(await screen.findByText('Kerala Backwaters is now archived')).toBeVisible();
    expect(within(kerala).getByRole('combobox', { name: /Status/ })).toHaveTextContent('Archived');
  });

  it("shows the server's error for a refused status change and puts the old status back", async () => {
    api.state.answer = {
      status: 404,
      body: { error: 'Package not found', code: 'NOT_FOUND' },
    };
    const { user } = renderSection();
    const kerala = await card('Kerala Backwaters');
    await chooseOption(user, within(kerala).getByRole('combobox', { name: /Status/ }), 'Draft');
    expect(await screen.findByRole('alert')).toHaveTextContent('Package not found');
    await waitFor(() =>
      expect(within(kerala).getByRole('combobox', { name: /Status/ })).toHaveTextContent(
        'Published',
      ),
    );
  });

  it("says 'Failed to update status' when the server gives no reason", async () => {
    api.state.answer = { status: 500, body: { error: 'Something went wrong.', code: 'INTERNAL' } };
    const { user } = renderSection();
    const kerala = await card('Kerala Backwaters');
    await chooseOption(user, within(kerala).getByRole('combobox', { name: /Status/ }), 'Draft');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status');
  });

  it('deletes a package only after the confirmation', async () => {
    const { user } = renderSection();
    const ladakh = await card('Ladakh Road Trip');
    await user.click(within(ladakh).getByRole('button', { name: 'Delete Ladakh Road Trip' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete package' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this package?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(ladakh).getByRole('button', { name: 'Delete Ladakh Road Trip' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete package' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ladakh Road Trip' })).not.toBeInTheDocument(),
    );
    expect(lastRequest('DELETE').url).toBe('/api/packages/admin/p2');
  });

  it("says 'Failed to delete package' when the delete fails without a reason", async () => {
    api.state.answer = { status: 502, body: 'Bad gateway' };
    const { user } = renderSection();
    const ladakh = await card('Ladakh Road Trip');
    await user.click(within(ladakh).getByRole('button', { name: 'Delete Ladakh Road Trip' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete package' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete package');
  });

  it("says 'Failed to fetch packages' when the list cannot be loaded", async () => {
    api.state.packages = [{ broken: true }];
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch packages');
  });
});

describe('the package form', () => {
  it('refuses an empty form with every failing message joined with commas', async () => {
    const { user } = renderSection();
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Title is required, Slug is required, Description is required, Short description is required, Category is required, Base price is required, From location is required, To location is required, Duration is required',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title is required',
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('lets the slug follow the title until the admin edits it', async () => {
    const { user } = renderSection();
    const dialog = await openCreateDialog(user);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await user.type(title, 'Goa & Sun!');
    expect(slug).toHaveValue('goa-sun');
    await user.type(title, ' Tour');
    expect(slug).toHaveValue('goa-sun-tour');
    await fill(user, slug, 'goa-special');
    await user.type(title, 's');
    expect(slug).toHaveValue('goa-special');
    await user.clear(slug);
    await user.type(title, '!');
    expect(slug).toHaveValue('goa-sun-tours');
  });

  it('stops the short description at 350 characters and flags more than 300', async () => {
    const { user } = renderSection();
    const dialog = await openCreateDialog(user);
    const short = within(dialog).getByRole('textbox', { name: 'Short description' });
    await fill(user, short, 'a'.repeat(400));
    expect(short).toHaveValue('a'.repeat(350));
    expect(within(dialog).getByText('350/300 characters')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Short description must be 300 characters or less',
    );
  });

  it("creates a package, showing the server's error first, else 'Failed to save package'", async () => {
    const { user } = renderSection();
    const dialog = await openCreateDialog(user);
    await fillRequired(user, dialog);
    const taken = 'A package with the slug "munnar-tea-hills" already exists. Choose another slug.';
    api.state.answer = {
      status: 409,
      body: { error: taken, code: 'CONFLICT', fieldErrors: { slug: taken } },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      taken,
    );

    api.state.answer = { status: 500, body: { error: 'Something went wrong.', code: 'INTERNAL' } };
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save package'),
    );

    api.state.answer = undefined;
    await user.click(within(dialog).getByRole('button', { name: 'Create Package' }));
    expect(await screen.findByText('Munnar Tea Hills was created')).toBeVisible();
    const sent = lastRequest('POST');
    expect(sent.url).toBe('/api/packages/admin/create');
    expect(sent.form?.get('title')).toEqual(['Munnar Tea Hills']);
    expect(sent.form?.get('slug')).toEqual(['munnar-tea-hills']);
    expect(sent.form?.get('description')).toEqual(['<p>Three days among the tea gardens.</p>']);
    expect(sent.form?.get('status')).toEqual(['draft']);
    expect(sent.form?.has('existingImages')).toBe(false);
    expect(jsonField(sent, 'travelDetails')).toEqual({
      fromLocation: 'Kochi',
      toLocation: 'Munnar',
      duration: 3,
      travelClass: 'Economy',
      minTravelers: 1,
      maxTravelers: 10,
    });
    expect(jsonField(sent, 'bookingInfo')).toEqual({
      requiresAdvanceBooking: true,
      advanceBookingDays: 7,
      cancellationPolicy: 'Standard cancellation policy applies',
      refundPolicy: 'Refund available as per terms and conditions',
    });
  });

  it('drops empty list entries and days without detail on save', async () => {
    const { user } = renderSection();
    const dialog = await openEditDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    await user.keyboard('Tea tasting{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    expect(within(dialog).getAllByRole('textbox', { name: /^Feature \d$/ })).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Add inclusion' }));
    await user.keyboard('Breakfast');
    await user.click(within(dialog).getByRole('button', { name: 'Add exclusion' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add day' }));
    await user.keyboard('Arrive');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Detail' }), 'Drive up.');
    await user.click(within(dialog).getByRole('button', { name: 'Add day' }));
    expect(within(dialog).getAllByRole('listitem', { name: /^Itinerary day/ })).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Kerala Backwaters was saved')).toBeVisible();
    const sent = lastRequest('PUT');
    expect(jsonField(sent, 'features')).toEqual(['Tea tasting']);
    expect(jsonField(sent, 'inclusions')).toEqual(['Breakfast']);
    expect(jsonField(sent, 'exclusions')).toEqual([]);
    expect(jsonField(sent, 'itinerary')).toEqual([
      { day: 1, title: 'Arrive', detail: 'Drive up.' },
    ]);
  });

  it('uploads images with captions and exactly one featured', async () => {
    await useNodeFormData();
    const { user } = renderSection();
    const dialog = await openEditDialog(user);
    const upload = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(upload, [jpeg('hills.jpg'), jpeg('tea.jpg')]);
    const first = within(dialog).getByRole('radio', { name: 'Featured image 1' });
    const second = within(dialog).getByRole('radio', { name: 'Featured image 2' });
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
    await user.click(second);
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Caption for image 1' }),
      'Misty hills',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Kerala Backwaters was saved')).toBeVisible();
    const sent = lastRequest('PUT');
    expect(sent.form?.get('images')).toEqual([
      { name: 'hills.jpg', size: 4 },
      { name: 'tea.jpg', size: 4 },
    ]);
    expect(sent.form?.get('imageCaption0')).toEqual(['Misty hills']);
    expect(sent.form?.get('imageCaption1')).toEqual(['']);
    expect(jsonField(sent, 'existingImages')).toEqual([]);
    expect(sent.form?.get('featuredImageIndex')).toEqual(['1']);
  });

  it('edits a package, keeping the images it still lists', async () => {
    api.state.packages = [
      tourPackage({
        images: [
          {
            url: '/api/media/uploads/aaaa-1600.webp',
            caption: 'Lagoon',
            isFeatured: true,
            srcset: [{ url: '/api/media/uploads/aaaa-480.webp', width: 480 }],
          },
          {
            url: '/api/media/uploads/bbbb-1600.webp',
            caption: 'Boat',
            isFeatured: false,
            srcset: [],
          },
        ],
        features: ['Houseboat'],
        itinerary: [{ day: 1, title: 'Arrive', detail: 'Board the boat.' }],
        tags: ['kerala', 'boats'],
      }),
    ];
    const { user } = renderSection();
    const dialog = await openEditDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toHaveValue('kerala, boats');
    expect(within(dialog).getByRole('textbox', { name: 'Description' }).innerHTML).toBe(
      '<p>Houseboats and lagoons.</p>',
    );
    expect(within(dialog).getByRole('radio', { name: 'Featured image 1' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    expect(within(dialog).getByRole('radio', { name: 'Featured image 1' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Kerala Backwaters was saved')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const sent = lastRequest('PUT');
    expect(sent.url).toBe('/api/packages/admin/p1');
    expect(jsonField(sent, 'existingImages')).toEqual([
      { url: '/api/media/uploads/bbbb-1600.webp', caption: 'Boat', isFeatured: true },
    ]);
    expect(sent.form?.get('featuredImageIndex')).toEqual(['0']);
    expect(jsonField(sent, 'features')).toEqual(['Houseboat']);
    expect(jsonField(sent, 'tags')).toEqual(['kerala', 'boats']);
  });
});

describe('a quick action from the dashboard', () => {
  it('opens the create dialog once when the address asks for it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/admin?section=packages&create=1']}>
          <PackageManagement />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Create Package' })).toBeVisible();
  });
});
