/** "Comfort Kochi & Munnar Nature Escape" + id → "comfort-kochi-munnar-nature-escape-3f9a2c1b". */
export function itinerarySlug(title: string, id: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  const suffix = id
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 8)
    .toLowerCase();
  return words ? `${words}-${suffix}` : suffix;
}
