/**
 * Text of two sources made comparable: typographic quotes, dashes and runs of spaces are the usual
 * differences between two exports of one rule (and a space before a full stop or comma), and none of
 * them changes what a rule says.
 */
const QUOTES: [RegExp, string][] = [
  [/[\u2018\u2019\u201a\u201b\u2032]/g, "'"],
  [/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"'],
];
const DASHES = /[\u2010-\u2015\u2212]/g;
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u3000]+/g;

export function normaliseText(text: string): string {
  let out = text;
  for (const [re, to] of QUOTES) out = out.replace(re, to);
  return out.replace(DASHES, '-').replace(SPACES, ' ').replace(/ ([.,;:!?])/g, '$1').trim();
}

/** The English titles a topic may go by in a source: as written, with its dashes normalised, without a "(Unit Ability)" tail. */
export function titleVariants(title: string): string[] {
  const variants = [title, title.replace(/-/g, '\u2013'), normaliseText(title)];
  const bare = title.replace(/\s*\([^)]*\)\s*$/, '');
  if (bare !== title && bare !== '') variants.push(bare, bare.replace(/-/g, '\u2013'));
  return [...new Set(variants)];
}
