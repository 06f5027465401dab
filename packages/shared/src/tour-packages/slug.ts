/**
 * The spec's slug rule: lower-cased; anything but letters, digits, spaces and hyphens removed;
 * spaces turned into hyphens; repeated hyphens collapsed; hyphens at either end trimmed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
