import { describe, expect, it } from 'vitest';
import { BLOG_CONTENT_ALLOWED_TAGS } from '@trip/shared/blog/constants';
import { DESCRIPTION_ALLOWED_TAGS } from '@trip/shared/tour-packages/constants';
import { safeHref, sanitizeRichText } from './sanitize-html';

const blog = (html: string) => sanitizeRichText(html, BLOG_CONTENT_ALLOWED_TAGS);

describe('safe link addresses', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example/path',
    '/\\evil.example',
    'https://user:secret@example.com',
    'ftp://example.com/file',
    'example.com',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it('keeps web, mail, phone, site and anchor addresses', () => {
    expect(safeHref('https://www.keralatourism.org')).toEqual({
      href: 'https://www.keralatourism.org/',
      external: true,
    });
    expect(safeHref('HTTP://example.com/a?b=c')?.external).toBe(true);
    expect(safeHref('mailto:hello@tripsutra.in')).toEqual({
      href: 'mailto:hello@tripsutra.in',
      external: false,
    });
    expect(safeHref('tel:+919830012345')?.href).toBe('tel:+919830012345');
    expect(safeHref('/packages?category=Beach')?.external).toBe(false);
    expect(safeHref('#packing-list')?.href).toBe('#packing-list');
  });
});

describe('rich text', () => {
  it('drops script, style and iframe with their content, and every event handler', () => {
    expect(
      blog(
        '<p onclick="a()" style="x" class="y">Hi<script>b()</script><style>p{}</style><iframe src="https://x"></iframe></p>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('keeps the text of refused links, and links written with entities are refused too', () => {
    expect(blog('<p><a href="&#106;avascript:alert(1)">one</a> <a href="//evil">two</a></p>')).toBe(
      '<p>one two</p>',
    );
  });

  it('opens outside links in a new tab with rel=noopener, site links in place', () => {
    expect(blog('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(blog('<a href="/blog">x</a>')).toBe('<a href="/blog" rel="noopener noreferrer">x</a>');
  });

  it("keeps only this site's pictures", () => {
    expect(blog('<img src="/api/media/uploads/0123abcd-960.webp" alt=" Fort ">')).toBe(
      '<img src="/api/media/uploads/0123abcd-960.webp" alt="Fort" loading="lazy" decoding="async" />',
    );
    for (const src of [
      'https://evil.example/x.png',
      '/api/media/../users/me',
      '/api/media/uploads/a.webp?track=1',
      'data:image/png;base64,AAAA',
      '/api/users/me',
    ]) {
      expect(blog(`<p>a<img src="${src}" onerror="x()"></p>`), src).toBe('<p>a</p>');
    }
  });

  it('turns h1 into h2 and closes what the author left open', () => {
    expect(blog('<h1>Title</h1><ul><li>one<li>two</ul><p>open')).toBe(
      '<h2>Title</h2><ul><li>one</li><li>two</li></ul><p>open</p>',
    );
  });

  it("with the package description's set, links and pictures go (their text stays)", () => {
    expect(
      sanitizeRichText(
        '<p><a href="https://example.com">site</a><img src="/api/media/art/abc.webp"></p>',
        DESCRIPTION_ALLOWED_TAGS,
      ),
    ).toBe('<p>site</p>');
  });
});
