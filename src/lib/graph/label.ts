/**
 * Estimated text widths, so that a layout and a viewBox can make room for labels without a browser. The
 * estimates err wide: a label drawn wider than estimated would be cropped by the SVG's viewBox, so
 * they follow the wide system fonts (DejaVu Sans, which Linux Chromium falls back to) rather than narrow ones.
 */

/** Width of one character in ems: Hangul and CJK are square, Latin and Cyrillic narrower. */
function charWidth(char: string): number {
  if (/[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char)) return 1;
  if (char === ' ') return 0.32;
  if (/[ilj.,:;'()|!]/u.test(char)) return 0.3;
  if (/[мшщжыюфwmMWЖШЩЮМ]/u.test(char)) return 0.95;
  if (/[\p{Lu}]/u.test(char)) return 0.74;
  if (/\p{Script=Cyrillic}/u.test(char)) return 0.64;
  return 0.62;
}

/** Estimated width of `text` at `fontSize`, rounded up to a whole unit. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return Math.ceil(ems * fontSize);
}
