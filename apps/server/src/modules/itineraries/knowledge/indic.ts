import Sanscript from '@indic-transliteration/sanscript';

/**
 * Place names typed in an Indian script ("मनाली", "কলকাতা", "અમદાવાદ") read in Latin letters, as
 * the knowledge base spells them (decision 152). Sanscript transliterates each run of a script
 * letter by letter (IAST); what it does not do is read the name as it is said and written in
 * English: the vowel every consonant carries in the script is dropped at the end of a word
 * ("jayapura" is Jaipur) and often in the middle ("kolakātā" is Kolkata), but not always
 * ("vārāṇasī" keeps it). So a name gets up to three readings, the most dropped first, and the
 * resolver takes the first that names a place.
 *
 * Tamil is left out: its script writes several sounds with one letter (ச is "ch", "s" or "j"),
 * so a letter-by-letter reading is too often another word.
 */

/** Scripts read, by their Unicode block. */
const SCRIPTS: ReadonlyArray<{ scheme: string; from: number; to: number }> = [
  { scheme: 'devanagari', from: 0x0900, to: 0x097f },
  { scheme: 'bengali', from: 0x0980, to: 0x09ff },
  { scheme: 'gurmukhi', from: 0x0a00, to: 0x0a7f },
  { scheme: 'gujarati', from: 0x0a80, to: 0x0aff },
  { scheme: 'oriya', from: 0x0b00, to: 0x0b7f },
  { scheme: 'telugu', from: 0x0c00, to: 0x0c7f },
  { scheme: 'kannada', from: 0x0c80, to: 0x0cff },
  { scheme: 'malayalam', from: 0x0d00, to: 0x0d7f },
];
const TAMIL = { from: 0x0b80, to: 0x0bff };

/** Scripts whose speakers drop the inherent vowel, at a word's end and between syllables. */
const DROPS_INHERENT_VOWEL = new Set(['devanagari', 'bengali', 'gurmukhi', 'gujarati']);

function schemeOf(char: string): string | undefined {
  const code = char.codePointAt(0)!;
  return SCRIPTS.find((script) => code >= script.from && code <= script.to)?.scheme;
}

/** Whether the text holds a letter of a script read here, or of Tamil. */
function hasIndicLetters(text: string): boolean {
  return [...text].some((char) => {
    const code = char.codePointAt(0)!;
    return schemeOf(char) !== undefined || (code >= TAMIL.from && code <= TAMIL.to);
  });
}

/** IAST letters, longest first: consonants, vowels, and the nasal and breath marks. */
const CONSONANTS = [
  'kh', 'gh', 'ch', 'jh', 'ṭh', 'ḍh', 'th', 'dh', 'ph', 'bh', 'ṛh',
  'k', 'g', 'ṅ', 'c', 'j', 'ñ', 'ṭ', 'ḍ', 'ṇ', 't', 'd', 'n', 'p', 'b', 'm',
  'y', 'r', 'l', 'v', 'ś', 'ṣ', 's', 'h', 'z', 'f', 'q', 'ḻ', 'ṟ', 'ṉ', 'ḷ',
]; // prettier-ignore
const VOWELS = ['ai', 'au', 'ā', 'ī', 'ū', 'ṝ', 'ṛ', 'ḹ', 'ē', 'ō', 'è', 'ò', 'e', 'o', 'a', 'i', 'u']; // prettier-ignore
const MARKS = ['ṃ', 'ḥ', 'm̐'];

type Token = { text: string; kind: 'c' | 'v' | 'mark' | 'other' };

function tokens(word: string): Token[] {
  const out: Token[] = [];
  let rest = word;
  while (rest.length > 0) {
    // The longer of a consonant's and a vowel's match is taken: "ṛh" is a consonant, "ṛ" a vowel.
    const consonant = CONSONANTS.find((one) => rest.startsWith(one));
    const vowel = VOWELS.find((one) => rest.startsWith(one));
    const mark = MARKS.find((one) => rest.startsWith(one));
    const found =
      consonant && (!vowel || consonant.length > vowel.length)
        ? { text: consonant, kind: 'c' as const }
        : vowel
          ? { text: vowel, kind: 'v' as const }
          : mark
            ? { text: mark, kind: 'mark' as const }
            : { text: rest[0]!, kind: 'other' as const };
    out.push(found);
    rest = rest.slice(found.text.length);
  }
  return out;
}

/** Whether the token at `i` is the vowel a consonant carries (a bare "a" after a consonant). */
function inherent(word: Token[], i: number): boolean {
  return word[i]?.text === 'a' && word[i - 1]?.kind === 'c';
}

/**
 * A word's IAST letters with the inherent vowel dropped at the end and, when `medial`, also
 * between syllables, where a vowel, a consonant, the inherent vowel, one consonant and a vowel
 * follow one another ("jayapur" → "jaypur"); read from the end, so no three consonants meet.
 */
function dropInherent(word: Token[], medial: boolean): Token[] {
  const letters = [...word];
  const vowels = letters.filter((token) => token.kind === 'v').length;
  const last = letters.length - 1;
  if (vowels > 1 && inherent(letters, last)) letters.splice(last, 1);
  if (!medial) return letters;
  for (let i = letters.length - 2; i >= 2; i--) {
    if (!inherent(letters, i)) continue;
    const before = letters[i - 2]!;
    const after = letters[i + 1];
    const next = letters[i + 2];
    if (before.kind === 'v' && after?.kind === 'c' && next?.kind === 'v') letters.splice(i, 1);
  }
  return letters;
}

const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm']);
const PLAIN: Record<string, string> = {
  ā: 'a', ī: 'i', ū: 'u', ṛ: 'ri', ṝ: 'ri', ḷ: 'l', ḹ: 'l', ē: 'e', ō: 'o', è: 'e', ò: 'o',
  ś: 'sh', ṣ: 'sh', ṭ: 't', ṭh: 'th', ḍ: 'd', ḍh: 'dh', ṇ: 'n', ñ: 'n', ṅ: 'n', ṛh: 'rh',
  c: 'ch', ch: 'chh', ḻ: 'l', ṟ: 'r', ṉ: 'n', ḥ: '', 'm̐': '',
}; // prettier-ignore

/**
 * Long vowels as English often writes them in names: "ū" as "oo" (ऊटी Ooty, दून Doon) and "ī"
 * after a consonant at a word's end as "y" (Ooty). Tried last, on the reading with the most
 * vowels dropped, after every plain reading and its English spelling.
 */
function longVowelsAsWritten(word: Token[]): Token[] {
  return word.map((token, i) =>
    token.text === 'ū'
      ? { text: 'oo', kind: 'v' }
      : token.text === 'ī' && i === word.length - 1 && i > 1 && word[i - 1]!.kind === 'c'
        ? { text: 'y', kind: 'v' }
        : token,
  );
}

/** A word's letters in plain Latin, as names are spelt in English ("kṣ" as "ksh", "cc" as "ch"). */
function plainLetters(word: Token[]): string {
  let text = '';
  word.forEach((token, i) => {
    if (token.text === 'ṃ') {
      // The nasal mark takes the sound of what follows: "m" before p or b, "ng" at the end.
      const next = word[i + 1];
      text += !next
        ? 'ng'
        : ['m', 'n'].includes(next.text)
          ? ''
          : LABIALS.has(next.text)
            ? 'm'
            : 'n';
      return;
    }
    if (token.text === 'j' && word[i + 1]?.text === 'ñ') {
      // ज्ञ is said "gy" (jñāna, "gyan").
      text += 'g';
      return;
    }
    if (token.text === 'ñ' && word[i - 1]?.text === 'j') {
      text += 'y';
      return;
    }
    text += PLAIN[token.text] ?? token.text;
  });
  return text
    .replace(/chchh/g, 'chh')
    .replace(/chch/g, 'ch')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * Letters with a nukta (ज़ "z", फ़ "f", ড় "r", য় "y"), which Sanscript reads as their base letter
 * and a stray mark, written as Latin letters beforehand: the letter's sound, and its inherent
 * vowel unless a vowel sign or virama follows (Sanscript reads those alone as their vowel, or as
 * nothing).
 */
const NUKTA_LETTERS: Record<string, string> = {
  ज: 'z', फ: 'f', ड: 'r', ढ: 'rh', क: 'k', ख: 'kh', ग: 'g', य: 'y',
  জ: 'z', ফ: 'f', ড: 'r', ঢ: 'rh', য: 'y',
  ਜ: 'z', ਫ: 'f', ਸ: 'sh', ਖ: 'kh', ਗ: 'g', ਲ: 'l',
  જ: 'z', ફ: 'f',
  ଡ: 'r', ଢ: 'rh', ଯ: 'y',
}; // prettier-ignore
const NUKTA =
  /(\p{L})[\u093c\u09bc\u0a3c\u0abc\u0b3c]([\u093e-\u094d\u09be-\u09cd\u0a3e-\u0a4d\u0abe-\u0acd\u0b3e-\u0b4d]?)/gu;

function withNuktaRead(text: string): string {
  // Only the letters made of a base and a nukta are taken apart: NFD would split Bengali's ো too.
  const apart = text.replace(
    /[\u0958-\u095f\u09dc\u09dd\u09df\u0a33\u0a36\u0a59-\u0a5b\u0a5e\u0b5c\u0b5d]/g,
    (char) => char.normalize('NFD'),
  );
  return apart.replace(NUKTA, (_, letter: string, sign: string) => {
    const sound = NUKTA_LETTERS[letter];
    if (!sound) return letter + sign;
    return sound + (sign ? sign : 'a');
  });
}

/** The IAST of a text, each run of one script transliterated from it; other characters kept. */
function iastOf(text: string): { iast: string; drops: boolean } {
  let iast = '';
  let drops = false;
  let run = '';
  let runScheme: string | undefined;
  const flush = () => {
    if (run && runScheme) {
      iast += Sanscript.t(run, runScheme, 'iast');
      if (DROPS_INHERENT_VOWEL.has(runScheme)) drops = true;
    } else iast += run;
    run = '';
  };
  for (const char of text) {
    const scheme = schemeOf(char);
    if (scheme !== runScheme) {
      flush();
      runScheme = scheme;
    }
    run += char;
  }
  flush();
  return { iast, drops };
}

/**
 * The Latin readings of a name typed in an Indian script, the likeliest first; empty when it has
 * no such letters (a Latin name is read as it is) or only Tamil ones.
 */
export function latinReadings(input: string): string[] {
  if (!hasIndicLetters(input)) return [];
  const { iast, drops } = iastOf(withNuktaRead(input));
  const words = iast.split(/(\s+)/);
  const reading = (drop: (word: Token[]) => Token[]) =>
    words
      .map((word) => (/^\s*$/.test(word) ? word : plainLetters(drop(tokens(word)))))
      .join('')
      .trim();
  const readings = drops
    ? [
        reading((word) => dropInherent(word, true)),
        reading((word) => dropInherent(word, false)),
        reading((word) => word),
      ]
    : [reading((word) => word)];
  const longs = drops
    ? [reading((word) => longVowelsAsWritten(dropInherent(word, true)))]
    : [reading((word) => longVowelsAsWritten(word))];
  // A reading with letters left in no script read here (Tamil) names nothing.
  const read = readings.filter((one) => one && !hasIndicLetters(one));
  const written = longs.filter((one) => one && !hasIndicLetters(one));
  return [...new Set([...read, ...read.map(inEnglishSpelling), ...written.map(inEnglishSpelling)])];
}

/**
 * A reading as English spells such names, tried after the readings themselves: "ai" after a
 * first consonant as "y" (हैदराबाद "haidrabad" is Hyderabad, ಮೈಸೂರು "maisuru" Mysuru), "v" after
 * a consonant as "w" (Haridwar, Dwarka), and "shr" at the start as "sr" (Srinagar, Srisailam).
 */
function inEnglishSpelling(reading: string): string {
  return reading
    .split(/(\s+)/)
    .map((word) =>
      word
        .replace(/^([bcdfghjklmnpqrstvz]h?)ai(?=[bcdfghjklmnpqrstvz])/, '$1y')
        .replace(/([bcdfghjklmnpqrstz])v/g, '$1w')
        .replace(/^shr/, 'sr'),
    )
    .join('');
}
