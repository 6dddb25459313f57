// The text the password rules read: NFKC with invisible characters removed, grapheme counts, and a look-alike skeleton for name checks.

/** Characters that show nothing: soft hyphen, zero-width space and joiners, bidi marks, variation selectors. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const MARKS = /\p{M}/gu;

/**
 * Cyrillic and Greek letters that look like Latin ones (lower case, after NFD without marks), so that
 * `Pаt` with a Cyrillic а still reads as the name Pat.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  ɡ: 'g',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ц: 'u',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  з: '3',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/** The password as its rules read it: compatibility forms folded (NFKC), invisible characters removed. */
export function passwordText(password: string): string {
  return password.normalize('NFKC').replace(INVISIBLE, '');
}

let segmenter: Intl.Segmenter | undefined;

/** The characters a person sees (grapheme clusters): `Aa1!😀😀` has 6, an emoji family one. */
export function visibleLength(text: string): number {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/**
 * The text reduced to what it looks like, for name checks: NFKC, invisible characters and
 * combining marks removed, lower-cased, Cyrillic and Greek look-alikes replaced by Latin letters.
 */
export function skeleton(text: string): string {
  return [...passwordText(text).normalize('NFD').replace(MARKS, '').toLowerCase()]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('');
}
