/**
 * Pagefind excerpts are HTML: the page's text with the hits wrapped in <mark>. They come from our own
 * index, but the text in them is content, and content is untrusted: the search box never assigns them as
 * HTML. This turns an excerpt into plain-text parts, each marked or not; every tag but <mark> is dropped
 * and entities are decoded, so the caller builds text nodes (and <mark> elements) from the parts.
 *
 * Pure: no DOM, so it is tested in Node.
 */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // Not a character: NUL, surrogates, beyond Unicode.
    if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return '\ufffd';
    return String.fromCodePoint(code);
  });
}

/** A tag: "<" then a letter or "/" and a letter, up to the next ">". Anything else is text ("a < b", "<3"). */
const TAG = /(<\/?[a-z][^<>]*>)/i;
const MARK = /^<(\/?)mark(?:\s[^<>]*)?>$/i;

export function excerptParts(html: unknown): ExcerptPart[] {
  if (typeof html !== 'string') return [];
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const token of html.split(TAG)) {
    if (token === '') continue;
    if (TAG.test(token) && token.startsWith('<')) {
      const mark = MARK.exec(token);
      if (mark) marked = mark[1] === '';
      continue;
    }
    const text = decodeEntities(token);
    const last = parts.at(-1);
    if (last && last.mark === marked) last.text += text;
    else parts.push({ text, mark: marked });
  }
  return parts;
}

/**
 * An excerpt as the reader should see it: from a word boundary (leading spaces and punctuation dropped), and
 * marked "…" when it starts mid-sentence (on a lower-case letter: Pagefind cuts excerpts around the hits).
 */
export function fromWordBoundary(parts: ExcerptPart[]): ExcerptPart[] {
  const [first, ...rest] = parts;
  if (!first || first.mark) return parts;
  let text = first.text.replace(/^[^\p{L}\p{N}]+/u, '');
  if (/^\p{Ll}/u.test(text)) text = `…${text}`;
  return text === '' ? rest : [{ text, mark: false }, ...rest];
}
