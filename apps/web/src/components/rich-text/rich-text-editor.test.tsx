import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EditorTags } from './editor-schema';
import { RichTextEditor } from './rich-text-editor';

function renderEditor(value = '', tags: EditorTags = 'description') {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <RichTextEditor id="text" label="Description" tags={tags} value={value} onChange={onChange} />,
  );
  const editor = screen.getByRole('textbox', { name: 'Description' });
  /** What the form holds now: the last HTML the editor reported. */
  const stored = () => onChange.mock.calls.at(-1)?.[0];
  return { editor, stored, user: userEvent.setup() };
}

function paste(editor: HTMLElement, html: string, text = '') {
  editor.focus();
  const data: Record<string, string> = { 'text/html': html, 'text/plain': text };
  fireEvent.paste(editor, {
    clipboardData: { getData: (type: string) => data[type] ?? '', types: Object.keys(data) },
  });
}

describe('RichTextEditor', () => {
  it('pastes into a heading as one h2, then a paragraph, a list and a paragraph', async () => {
    const { editor, stored, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'H2 heading' }));
    paste(editor, '<h1>A</h1><p><b>b</b> c</p><ul><li>d</li></ul><p>e</p>');
    await waitFor(() =>
      expect(stored()).toBe('<h2>A</h2><p><strong>b</strong> c</p><ul><li>d</li></ul><p>e</p>'),
    );
  });

  it('reduces pasted rich text to the allowed tags', async () => {
    const { editor, stored } = renderEditor();
    paste(
      editor,
      '<div style="color:red"><h4 class="x">Kerala</h4><script>alert(1)</script>' +
        '<style>h1{}</style><p>Boats<br>and <a href="https://x.test">lagoons</a>' +
        '<img src="/x.png"></p><table><tr><td>cell</td></tr></table></div>',
    );
    await waitFor(() => expect(stored()).toContain('<h3>Kerala</h3>'));
    const html = stored() ?? '';
    expect(html).toContain('<p>Boats<br>and lagoons</p>');
    expect(html).not.toMatch(/script|style|alert|<a |<img|<table|<div|class=/);
  });

  it('keeps links and pictures in an article, with their address only', async () => {
    const { editor, stored } = renderEditor('<p></p>', 'article');
    paste(
      editor,
      '<p>See <a href="https://example.org/a" target="_blank" onclick="x()">this</a></p>' +
        '<img src="/api/media/uploads/a.webp" alt="Lake" width="9">',
    );
    await waitFor(() =>
      expect(stored()).toBe(
        '<p>See <a href="https://example.org/a">this</a></p><img src="/api/media/uploads/a.webp" alt="Lake">',
      ),
    );
  });

  it('makes bold and lists from the toolbar and reports an empty text as empty', async () => {
    const { editor, stored, user } = renderEditor('<p>Hills</p>');
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(stored()).toBe('<ul><li>Hills</li></ul>');
    expect(screen.getByRole('button', { name: 'Bullet list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(stored()).toBe(''));
  });
});
