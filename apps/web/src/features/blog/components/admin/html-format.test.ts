import { describe, expect, it } from 'vitest';
import { applyHtmlFormat } from './html-format';

describe('the content toolbar', () => {
  it('wraps the selection and keeps it selected', () => {
    const text = 'Pack warm layers.';
    const edit = applyHtmlFormat(text, 5, 9, 'bold');
    expect(edit.value).toBe('Pack <strong>warm</strong> layers.');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('warm');
  });

  it('turns each selected line into a list item', () => {
    const edit = applyHtmlFormat('Socks\n\n Gloves \nCap', 0, 20, 'bullets');
    expect(edit.value).toBe('<ul>\n  <li>Socks</li>\n  <li>Gloves</li>\n  <li>Cap</li>\n</ul>');
    const empty = applyHtmlFormat('', 0, 0, 'numbers');
    expect(empty.value).toBe('<ol>\n  <li></li>\n</ol>');
    expect(empty.selectionStart).toBe('<ol>\n  <li>'.length);
  });

  it('makes a link with its address selected to type over', () => {
    const edit = applyHtmlFormat('See Kerala Tourism', 4, 18, 'link');
    expect(edit.value).toBe('See <a href="https://">Kerala Tourism</a>');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });
});
