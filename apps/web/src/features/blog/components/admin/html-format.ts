/** What a toolbar button does to the selected text of the content box. */
export type HtmlFormat =
  'bold' | 'italic' | 'h2' | 'h3' | 'paragraph' | 'bullets' | 'numbers' | 'link';

export type TextEdit = { value: string; selectionStart: number; selectionEnd: number };

const WRAPS: Record<'bold' | 'italic' | 'h2' | 'h3' | 'paragraph', [string, string]> = {
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  h2: ['<h2>', '</h2>'],
  h3: ['<h3>', '</h3>'],
  paragraph: ['<p>', '</p>'],
};

const LINK_PLACEHOLDER = 'https://';

/**
 * The content after applying `format` to the selection [start, end). Lists turn each selected
 * line into an item; a link leaves its address selected, ready to be typed over.
 */
export function applyHtmlFormat(
  value: string,
  start: number,
  end: number,
  format: HtmlFormat,
): TextEdit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  if (format === 'bullets' || format === 'numbers') {
    const tag = format === 'bullets' ? 'ul' : 'ol';
    const lines = selected
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const items = (lines.length > 0 ? lines : ['']).map((line) => `  <li>${line}</li>`);
    const list = `<${tag}>\n${items.join('\n')}\n</${tag}>`;
    const caret = lines.length > 0 ? start + list.length : start + `<${tag}>\n  <li>`.length;
    return { value: before + list + after, selectionStart: caret, selectionEnd: caret };
  }
  if (format === 'link') {
    const open = `<a href="${LINK_PLACEHOLDER}">`;
    const text = `${open}${selected || 'link text'}</a>`;
    const hrefStart = start + '<a href="'.length;
    return {
      value: before + text + after,
      selectionStart: hrefStart,
      selectionEnd: hrefStart + LINK_PLACEHOLDER.length,
    };
  }
  const [open, close] = WRAPS[format];
  return {
    value: before + open + selected + close + after,
    selectionStart: start + open.length,
    selectionEnd: start + open.length + selected.length,
  };
}
