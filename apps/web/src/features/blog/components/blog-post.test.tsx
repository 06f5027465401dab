import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blog } from '@trip/shared/blog/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogPost } from './blog-post';

const post: Blog = {
  _id: '3f2b8c1e-0000-4000-8000-000000000001',
  slug: 'kerala-backwaters-first-timers-guide',
  title: "A first-timer's guide to the Kerala backwaters",
  category: 'Destination Guides',
  excerpt: 'Alappuzha or Kumarakom, houseboat or day cruise.',
  featuredImage: '',
  featuredImageSrcset: [],
  readTime: 4,
  views: 41,
  createdAt: '2025-03-05T05:30:00.000Z',
  content: '<h2>When to go</h2><p>October to <strong>February</strong>.</p>',
  tags: ['Kerala', 'houseboat'],
  author: { name: 'TripSutra Travel Desk' },
  socialShares: { copy: 1, facebook: 0, twitter: 2, linkedin: 0, whatsapp: 0 },
  metaTitle: '',
  metaDescription: '',
  status: 'published',
  publishedAt: '2025-03-05T05:30:00.000Z',
  updatedAt: '2025-03-05T05:30:00.000Z',
};

// The API client reads its base address when it loads, so the server starts before any import.
const api = await vi.hoisted(async () => {
  const { startHttpServer } = await import('../../../test/http-server');
  const requests: Array<{ method?: string; url?: string; body: string }> = [];
  const state = { shares: {} as Record<string, number> };
  const server = await startHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method, url: request.url, body });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (request.url === '/api/blogs/slug/kerala-backwaters-first-timers-guide') {
        return send(200, { blog: { ...post, socialShares: state.shares } });
      }
      if (request.url === '/api/blogs/slug/gone') {
        return send(404, { error: 'Blog not found', code: 'NOT_FOUND' });
      }
      if (request.url === '/api/blogs/slug/broken') {
        return send(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' });
      }
      if (request.url?.endsWith('/share')) {
        const { platform } = JSON.parse(body) as { platform: string };
        state.shares = { ...state.shares, [platform]: (state.shares[platform] ?? 0) + 1 };
        return send(200, { socialShares: state.shares });
      }
      send(404, { error: 'Not found.', code: 'NOT_FOUND' });
    });
  });
  vi.stubEnv('VITE_API_BASE_URL', server.baseUrl);
  return { server, requests, state };
});

afterAll(() => api.server.close());

beforeEach(() => {
  api.requests.length = 0;
  api.state.shares = { ...post.socialShares };
});

function renderPost(slug: string) {
  const router = createMemoryRouter(
    [
      { path: '/blog/:slug', element: <BlogPost slug={slug} /> },
      { path: '/blog', element: <h1>Travel Blog</h1> },
    ],
    { initialEntries: [`/blog/${slug}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe('a blog post', () => {
  it('shows the post: title, facts, author, content, tags and its share count', async () => {
    renderPost(post.slug);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(screen.getByText('Destination Guides')).toBeVisible();
    expect(screen.getByText('4 min read')).toBeVisible();
    expect(screen.getByText('41 views')).toBeVisible();
    expect(screen.getByText('March 5, 2025')).toHaveAttribute('datetime', post.createdAt);
    expect(screen.getByText('TripSutra Travel Desk')).toBeVisible();
    expect(screen.getByText('Travel Writer')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'When to go' })).toBeVisible();
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#Kerala', '#houseboat']);
    expect(screen.getByText('This post has been shared 3 times')).toBeVisible();
    expect(document.title).toBe(`${post.title} | TripSutra`);
  });

  it('counts a share and shows the count the server answers', async () => {
    const user = userEvent.setup();
    renderPost(post.slug);
    const whatsapp = await screen.findByRole('link', { name: /Share on WhatsApp/ });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('href')).toContain('https://wa.me/?text=');
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    await user.click(whatsapp);
    expect(await screen.findByText('This post has been shared 4 times')).toBeVisible();
    expect(api.requests).toContainEqual({
      method: 'POST',
      url: `/api/blogs/${post._id}/share`,
      body: JSON.stringify({ platform: 'whatsapp' }),
    });
  });

  it('copies the link, says so, and counts the copy', async () => {
    const user = userEvent.setup();
    renderPost(post.slug);
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Link copied!' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/blog/${post.slug}`,
    );
    expect(await screen.findByText('This post has been shared 4 times')).toBeVisible();
  });

  it('says "Blog not found" with a way back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderPost('gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();
    expect(api.requests.filter((request) => request.url === '/api/blogs/slug/gone')).toHaveLength(
      1,
    );
    await user.click(screen.getByRole('link', { name: 'Back to Blogs' }));
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('says "Failed to fetch blog" when the server fails', async () => {
    renderPost('broken');
    // A server fault is asked once more before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to fetch blog',
    );
    expect(api.requests.filter((request) => request.url === '/api/blogs/slug/broken')).toHaveLength(
      2,
    );
  });
});
