// The pure parts of the search box (src/client/search-excerpt.ts, search-merge.ts): excerpts made safe,
// Pagefind's answers turned into what the box lists.
import { describe, expect, it } from 'vitest';
import { excerptParts, fromWordBoundary } from '../../../src/client/search-excerpt.ts';
import { distinctHits, fullTextItems, rankAcrossLanguages, toFullTextHit, type PagefindData } from '../../../src/client/search-merge.ts';

describe('fromWordBoundary', () => {
  it('drops leading punctuation and marks an excerpt that starts mid-sentence with "…"', () => {
    expect(fromWordBoundary([{ text: ', then the player ', mark: false }, { text: 'produces', mark: true }])).toEqual([
      { text: '…then the player ', mark: false },
      { text: 'produces', mark: true },
    ]);
    expect(fromWordBoundary([{ text: 'When a player ', mark: false }])).toEqual([{ text: 'When a player ', mark: false }]);
    expect(fromWordBoundary([{ text: 'отряды ', mark: false }])[0].text).toBe('…отряды ');
    expect(fromWordBoundary([{ text: '유닛을 ', mark: false }])[0].text).toBe('유닛을 ');
    expect(fromWordBoundary([{ text: '. ', mark: false }, { text: 'Units', mark: true }])).toEqual([{ text: 'Units', mark: true }]);
  });
});

describe('excerptParts', () => {
  it('keeps the marked hits and the text between them', () => {
    expect(excerptParts('한 <mark>유닛을</mark> 생산 <mark>45.5.</mark>')).toEqual([
      { text: '한 ', mark: false },
      { text: '유닛을', mark: true },
      { text: ' 생산 ', mark: false },
      { text: '45.5.', mark: true },
    ]);
  });

  it('drops every other tag and decodes entities into text, never markup', () => {
    const parts = excerptParts('a &lt;b&gt; <script>alert(1)</script><img src=x onerror=alert(1)> &amp;amp; &#x1F3B2; &#0; &bogus; <MARK class="x">hit</MARK>');
    expect(parts).toEqual([
      { text: 'a <b> alert(1) &amp; 🎲 \ufffd &bogus; ', mark: false },
      { text: 'hit', mark: true },
    ]);
  });

  it('reads text that only looks like a tag as text, and survives anything', () => {
    expect(excerptParts('1 < 2 <3 <mark')).toEqual([{ text: '1 < 2 <3 <mark', mark: false }]);
    expect(excerptParts('<mark>unclosed')).toEqual([{ text: 'unclosed', mark: true }]);
    expect(excerptParts(undefined)).toEqual([]);
    expect(excerptParts('')).toEqual([]);
    expect(() => excerptParts('<'.repeat(5000) + 'x'.repeat(5000))).not.toThrow();
  });
});

const page = (url: string, subs: Array<[anchor: string, excerpt: string, score: number]>): PagefindData => ({
  url,
  excerpt: `page ${url}`,
  meta: { title: `Title ${url}` },
  sub_results: subs.map(([anchor, excerpt, score]) => ({
    url: `${url}${anchor}`,
    excerpt,
    weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
  })),
});

describe('toFullTextHit', () => {
  it('keeps sub-results at rule numbers, those covering more query words first, then in page order', () => {
    const hit = toFullTextHit(
      page('/en/producing-units/', [
        ['', 'intro <mark>produce</mark>', 9],
        ['#67.1', '<mark>produce</mark> <mark>producing</mark> <mark>produces</mark>', 8],
        ['#67.6', 'cannot <mark>produce</mark> <mark>ships</mark>', 2],
        ['#related-heading', '<mark>produce</mark> <mark>ships</mark> <mark>units</mark>', 20],
        ['#67.4', '<mark>produce</mark>', 3],
      ]),
      'en',
    );
    expect(hit.title).toBe('Title /en/producing-units/');
    expect(hit.subs.map((s) => s.number)).toEqual(['67.6', '67.1', '67.4']);
    expect(hit.subs[0].href).toBe('/en/producing-units/#67.6');
  });

  it('counts hits by stem, in any script', () => {
    expect(distinctHits('<mark>produce</mark> <mark>producing</mark> <mark>ships</mark>')).toBe(2);
    expect(distinctHits('<mark>유닛을</mark> <mark>유닛의</mark>')).toBe(1);
    expect(distinctHits('<mark>истребители</mark> <mark>истребителей</mark>')).toBe(1);
    expect(distinctHits('no hits')).toBe(0);
  });
});

describe('fullTextItems', () => {
  const a = toFullTextHit(page('/ko/a/', [['#1.1', '<mark>x</mark>', 1], ['#1.2', '<mark>x</mark>', 2]]), 'ko');
  const b = toFullTextHit(page('/ko/b/', []), 'ko');

  it('lists each page then its sub-rules, leaving out what the instant layer shows', () => {
    expect(fullTextItems([a, b], ['/ko/a/#1.2']).map((i) => i.href)).toEqual(['/ko/a/', '/ko/a/#1.1', '/ko/b/']);
    expect(fullTextItems([a, b], ['/ko/a/', '/ko/b/']).map((i) => i.href)).toEqual(['/ko/a/#1.1', '/ko/a/#1.2']);
  });

  it('marks a fallback page with the language of its text, and drops that language\'s page of the same topic', () => {
    const fallback = toFullTextHit({ ...page('/ru/producing-units/', [['#67.5', '<mark>x</mark>', 1]]), meta: { title: 'Producing Units', text: 'en' } }, 'ru');
    const english = toFullTextHit(page('/en/producing-units/', [['#67.5', '<mark>x</mark>', 1]]), 'en');
    const other = toFullTextHit(page('/en/units/', []), 'en');
    expect(fallback).toMatchObject({ locale: 'ru', textLocale: 'en' });
    expect(english.textLocale).toBe('en');
    const koFallback = toFullTextHit({ ...page('/ko/units/', []), meta: { title: 'Units', text: 'en' } }, 'ko');
    const items = fullTextItems([fallback, english, koFallback, other], [], 'ru');
    expect(items.map((i) => [i.href, i.textLocale])).toEqual([
      ['/ru/producing-units/', 'en'],
      ['/ru/producing-units/#67.5', 'en'],
      ['/en/units/', 'en'],
    ]);
    // On the English site the English page stands, and the others' fallback pages are left out.
    expect(fullTextItems([fallback, english, koFallback], [], 'en').map((i) => i.href)).toEqual(['/en/producing-units/', '/en/producing-units/#67.5']);
  });

  it('shows a page’s excerpt only when none of its sub-rules is listed', () => {
    const [pageA, , , pageB] = fullTextItems([a, b], []);
    expect(pageA).toMatchObject({ kind: 'page', excerpt: null });
    expect(pageB).toMatchObject({ kind: 'page', excerpt: 'page /ko/b/' });
  });
});

describe('rankAcrossLanguages', () => {
  it('orders by score, the page’s own language first on a tie, and keeps the best', () => {
    const ranked = rankAcrossLanguages(
      [
        { score: 1, lang: 'ru' as const, id: 'ru1' },
        { score: 3, lang: 'ko' as const, id: 'ko3' },
        { score: 3, lang: 'en' as const, id: 'en3' },
        { score: 2, lang: 'en' as const, id: 'en2' },
      ],
      'en',
      3,
    );
    expect(ranked.map((r) => r.id)).toEqual(['en3', 'ko3', 'en2']);
  });
});
