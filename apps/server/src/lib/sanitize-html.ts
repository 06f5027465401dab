import sanitizeHtml, { type Attributes, type Tag } from 'sanitize-html';

/** What a refused link or picture becomes in the first pass, so the second drops it. */
const REFUSED = 'x-refused';
const ALT_MAX_LENGTH = 200;
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Only pictures this site serves (uploads and generated art), never another host's. */
const OWN_IMAGE = /^\/api\/media\/(?:uploads|art)\/[A-Za-z0-9_-]+(?:\.[a-z]{3,4})?$/;

type Href = { href: string; external: boolean };

/** Browsers skip tabs and line breaks inside addresses: "java\tscript:" would still run. */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** A link address kept as written, or undefined: http(s), mailto, tel, this site's paths, #anchors. */
export function safeHref(raw: string | undefined): Href | undefined {
  const href = (raw ?? '').trim();
  if (href === '' || hasControlCharacter(href)) return undefined;
  if (href.startsWith('#')) return { href, external: false };
  // "//host" and "/\host" leave the site: a browser reads both as another host.
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? undefined : { href, external: false };
  if (/^(mailto|tel):/i.test(href)) return { href, external: false };
  if (!/^https?:\/\//i.test(href)) return undefined;
  try {
    const url = new URL(href);
    if (url.username || url.password) return undefined;
    return { href: url.toString(), external: true };
  } catch {
    return undefined;
  }
}

/**
 * Rich text an admin writes (package descriptions, blog posts), kept to `allowedTags` (h1
 * becomes h2: the page's h1 is its title). Every attribute goes except a link's address,
 * which must be safe (see safeHref) and opens with rel=noopener, and a picture's source,
 * which must be this site's, and its alt text. Script, style and the like go with their content.
 */
export function sanitizeRichText(html: string, allowedTags: readonly string[]): string {
  const tags = [...allowedTags];
  const attributes = {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'loading', 'decoding'],
  };
  const marked = sanitizeHtml(html, {
    allowedTags: [...tags, REFUSED],
    allowedAttributes: attributes,
    allowedSchemes: LINK_SCHEMES,
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      h1: 'h2',
      a: (_tag: string, attribs: Attributes): Tag => {
        const link = safeHref(attribs.href);
        if (!link) return { tagName: REFUSED, attribs: {} };
        return {
          tagName: 'a',
          attribs: {
            href: link.href,
            rel: 'noopener noreferrer',
            ...(link.external ? { target: '_blank' } : {}),
          },
        };
      },
      img: (_tag: string, attribs: Attributes): Tag => {
        const src = (attribs.src ?? '').trim();
        if (!OWN_IMAGE.test(src)) return { tagName: REFUSED, attribs: {} };
        return {
          tagName: 'img',
          attribs: {
            src,
            alt: (attribs.alt ?? '').trim().slice(0, ALT_MAX_LENGTH),
            loading: 'lazy',
            decoding: 'async',
          },
        };
      },
    },
  });
  // A second pass drops the refused tags (keeping a refused link's text): sanitize-html
  // mismatches closing tags when one pass renames a tag to a disallowed one.
  return sanitizeHtml(marked, {
    allowedTags: tags,
    allowedAttributes: attributes,
    allowedSchemes: LINK_SCHEMES,
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  }).trim();
}
