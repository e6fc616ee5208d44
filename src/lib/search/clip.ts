/**
 * Cuts text to at most `max` UTF-16 code units without splitting a character: a cut between the two halves
 * of a surrogate pair (an emoji, a rare CJK character) would leave a lone surrogate, which
 * `encodeURIComponent` refuses with a URIError. No imports: the page's first script uses it too.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  // A high (leading) surrogate as the last unit: its pair would be cut, so leave both out.
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
