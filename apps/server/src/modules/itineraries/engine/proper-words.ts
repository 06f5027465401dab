import { knowledgeBase, type KnowledgeBase } from '../knowledge/load';

/**
 * Whether a word is a name: one the knowledge base writes only with a capital. It is a word of a
 * place's or a sight's name, or one capitalised inside a sentence of its texts ("the last stretch
 * to Mandalpatti"), and no text of it writes the word in lower case, as "lake", "boat" or "jeep"
 * are written. So "Mandalpatti jeep safari", "Ganga aarti" and "Tibetan cooking class" keep their
 * capital after "then", and "Boat ride on the lake" does not (decision 230).
 */
export function properWord(word: string, kb: KnowledgeBase = knowledgeBase()): boolean {
  let words = byBase.get(kb);
  if (!words) byBase.set(kb, (words = properWordsOf(kb)));
  return words.has(word.toLowerCase());
}
const byBase = new WeakMap<KnowledgeBase, ReadonlySet<string>>();

/**
 * Common nouns the knowledge base's prose happens to write only with a capital, inside names
 * ("Deltin Casino", "Dharwad Pedha") or at the start of outings ("Coracle ride on the Kali").
 */
const COMMON_NOUNS = new Set(['casino', 'coracle', 'kite', 'pedha', 'polo']);

function properWordsOf(kb: KnowledgeBase): ReadonlySet<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  // Names ("Yak Point", "Casino Pride") are in title case: only prose tells a name's capital.
  const read = (value: unknown, named = false): void => {
    if (typeof value === 'string') {
      // Ids, slugs and enums ("araku-valley", "museum") are not prose.
      if (/^[a-z0-9-]+$/.test(value)) return;
      const tokens = value.split(/[\s,;:()/–—-]+/);
      tokens.forEach((token, index) => {
        const word = token.replace(/['’]s$/, '').replace(/[.!?"']+$/, '');
        if (/^[a-z]+$/.test(word)) lower.add(word);
        // A capital after a full stop or at the start only begins a sentence.
        else if (
          !named &&
          /^[A-Z][a-z]+$/.test(word) &&
          index > 0 &&
          !/[.!?]$/.test(tokens[index - 1]!)
        )
          capital.add(word.toLowerCase());
      });
    } else if (Array.isArray(value)) value.forEach((item) => read(item, named));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) read(item, named || /name$/i.test(key));
    }
  };
  read(kb.destinations);
  // A destination's own name is a name ("Amritsar food walk"), but for its common words
  // ("Valley", "Lake"), which prose writes in lower case.
  for (const place of kb.destinations) {
    for (const word of place.name.split(/[^A-Za-z]+/)) {
      if (/^[A-Z][a-z]+$/.test(word)) capital.add(word.toLowerCase());
    }
  }
  // "Backwaters" and "casinos" in lower case make "Backwater" and "Casino" common nouns.
  const written = (word: string) =>
    lower.has(word) ||
    lower.has(`${word}s`) ||
    lower.has(`${word}es`) ||
    lower.has(word.replace(/s$/, ''));
  return new Set([...capital].filter((word) => !written(word) && !COMMON_NOUNS.has(word)));
}
