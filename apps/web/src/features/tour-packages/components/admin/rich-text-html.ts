/**
 * The package description keeps a small tag set: bold, italic, h2, h3, lists, list items,
 * paragraphs and line breaks (the server keeps the same, DESCRIPTION_ALLOWED_TAGS). What is
 * pasted into the editor, and what the editor itself produces, is reduced to that set here.
 */

const KEPT_TAGS = new Set(['b', 'strong', 'i', 'em', 'h2', 'h3', 'ul', 'ol', 'li', 'p', 'br']);
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };
/** Elements whose content is not text a reader would want: dropped whole. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'head',
  'title',
  'meta',
  'link',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'img',
  'picture',
  'textarea',
  'select',
  'button',
  'input',
]);
/** Containers that start a new line where they stand; they become paragraphs. */
const BLOCK_TAGS = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'blockquote',
  'pre',
  'address',
  'figure',
  'figcaption',
  'h4',
  'h5',
  'h6',
  'dt',
  'dd',
  'tr',
  'caption',
]);
const OUTPUT_BLOCKS = new Set(['h2', 'h3', 'ul', 'ol', 'li', 'p']);
const INLINE_FORMATS = new Set(['b', 'strong', 'i', 'em']);

type Context = {
  /** Inside a paragraph, heading or list item: another block would nest, so it is unwrapped. */
  inBlock: boolean;
  inList: boolean;
  /** Inside <pre>, where a line break in the text is a real one. */
  preformatted: boolean;
};

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function tagOf(element: Element): string {
  const tag = element.tagName.toLowerCase();
  return RENAMED_TAGS[tag] ?? tag;
}

/** Would this element (or anything in it) come out as a block? */
function holdsBlocks(element: Element): boolean {
  for (const child of Array.from(element.children)) {
    const tag = tagOf(child);
    if (DROPPED_TAGS.has(tag)) continue;
    if (OUTPUT_BLOCKS.has(tag) || BLOCK_TAGS.has(tag) || holdsBlocks(child)) return true;
  }
  return false;
}

function isBlockElement(node: Node | null): boolean {
  if (node === null) return true;
  if (node.nodeType !== Node.ELEMENT_NODE) return false;
  const tag = tagOf(node as Element);
  return OUTPUT_BLOCKS.has(tag) || BLOCK_TAGS.has(tag) || tag === 'br';
}

/** Whitespace with a block (or the edge of its parent) on both sides. */
function standsBetweenBlocks(node: Node): boolean {
  return isBlockElement(node.previousSibling) && isBlockElement(node.nextSibling);
}

/**
 * Word processors mark bold and italic with styles rather than tags (Google Docs even wraps a
 * whole paste in a <b> that is not bold): the style decides.
 */
function styledFormats(element: Element, tag: string): { bold?: boolean; italic?: boolean } {
  const style = (element.getAttribute('style') ?? '').toLowerCase();
  const weight = /font-weight\s*:\s*([a-z0-9]+)/.exec(style)?.[1];
  const fontStyle = /font-style\s*:\s*([a-z]+)/.exec(style)?.[1];
  const bold =
    weight === undefined
      ? undefined
      : weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const italic =
    fontStyle === undefined ? undefined : fontStyle === 'italic' || fontStyle === 'oblique';
  if (tag === 'b' || tag === 'strong') return { bold: bold ?? true, italic };
  if (tag === 'i' || tag === 'em') return { bold, italic: italic ?? true };
  return { bold: bold || undefined, italic: italic || undefined };
}

function wrapInline(html: string, formats: { bold?: boolean; italic?: boolean }): string {
  if (html.trim() === '') return html;
  let wrapped = html;
  if (formats.italic) wrapped = `<i>${wrapped}</i>`;
  if (formats.bold) wrapped = `<b>${wrapped}</b>`;
  return wrapped;
}

function childrenHtml(node: Node, context: Context): string {
  return Array.from(node.childNodes)
    .map((child) => nodeHtml(child, context))
    .join('');
}

function nodeHtml(node: Node, context: Context): string {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    if (context.preformatted) return escapeText(text).replace(/\r?\n/g, '<br>');
    // Outside <pre> a line break in HTML source is only a space; between blocks it is nothing.
    if (text.trim() === '' && standsBetweenBlocks(node)) return '';
    return escapeText(text.replace(/\s+/g, ' '));
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = tagOf(element);
  if (DROPPED_TAGS.has(tag)) return '';
  if (tag === 'br') return '<br>';

  if (INLINE_FORMATS.has(tag) || !KEPT_TAGS.has(tag)) {
    if (BLOCK_TAGS.has(tag)) return blockHtml(element, tag, context);
    return wrapInline(childrenHtml(element, context), styledFormats(element, tag));
  }
  if (tag === 'ul' || tag === 'ol') {
    const items = childrenHtml(element, { ...context, inBlock: false, inList: true });
    return items === '' ? '' : `<${tag}>${items}</${tag}>`;
  }
  if (tag === 'li' && !context.inList) return blockHtml(element, 'p', context);
  // p, h2, h3, li
  if (context.inBlock && tag !== 'li') return childrenHtml(element, context);
  const inner = childrenHtml(element, { ...context, inBlock: true, inList: false }).trim();
  if (inner === '' || inner === '<br>') return tag === 'li' ? '<li></li>' : '';
  return `<${tag}>${inner}</${tag}>`;
}

/** A container such as <div>: a paragraph of its own when it holds only inline content. */
function blockHtml(element: Element, tag: string, context: Context): string {
  const preformatted = context.preformatted || tag === 'pre';
  if (context.inBlock || holdsBlocks(element)) {
    const inner = childrenHtml(element, { ...context, preformatted });
    // Inside a paragraph the container's own line still starts a new line.
    return context.inBlock && inner !== '' ? `${inner}<br>` : inner;
  }
  const inner = childrenHtml(element, { ...context, inBlock: true, preformatted }).trim();
  if (inner === '' || inner === '<br>') return '';
  return `<p>${inner}</p>`;
}

/** HTML reduced to the description's tags, without attributes; scripts and styles removed. */
export function sanitizeRichText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const body = document.body;
  return childrenHtml(body, { inBlock: false, inList: false, preformatted: false })
    .replace(/(<br>)+$/, '')
    .trim();
}

/**
 * Plain text as description HTML: a blank line starts a new paragraph, a single line break
 * becomes <br>. A single line stays inline, to be pasted into the paragraph at the caret.
 */
export function plainTextToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => escapeText(paragraph).replace(/\n/g, '<br>'));
  if (paragraphs.length === 1 && !text.trim().includes('\n')) return paragraphs[0]!;
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
}
