import { BLOG_WORDS_PER_MINUTE } from './constants';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function character(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
}

/** The words a reader sees in an HTML fragment: tags gone, common entities read as text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const hex = name[1] === 'x' || name[1] === 'X';
        return character(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(html: string): number {
  const text = htmlToText(html);
  return text === '' ? 0 : text.split(' ').length;
}

/** Minutes to read a post at 200 words a minute, rounded up, at least 1. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / BLOG_WORDS_PER_MINUTE));
}
