/**
 * The editor's schema already keeps only the allowed tags; this tidies what ProseMirror
 * writes so the stored HTML is what an author would write by hand: a list item holding a
 * single paragraph is just the item's text, no element carries attributes except a link's
 * address and a picture's source and description, and a document without words or pictures is ''.
 */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  img: ['src', 'alt'],
};

export function tidyEditorHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;

  for (const element of Array.from(root.querySelectorAll('*'))) {
    const kept = KEPT_ATTRIBUTES[element.localName] ?? [];
    for (const attribute of Array.from(element.attributes)) {
      if (!kept.includes(attribute.name)) element.removeAttribute(attribute.name);
    }
  }
  for (const item of Array.from(root.querySelectorAll('li'))) {
    const first = item.firstElementChild;
    if (first?.localName === 'p') first.replaceWith(...Array.from(first.childNodes));
  }
  // Blocks with no words and no picture (an empty paragraph, list or heading) are nothing.
  if (root.textContent?.trim() === '' && !root.querySelector('img')) return '';
  return template.innerHTML;
}
