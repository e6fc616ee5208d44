/** The tree transform on small hand-written trees and a hand-built index. */
import type { Link, Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import type { CrossRefIndex } from '../../../../src/lib/crossref/index-for-locale.ts';
import { crossLink, linkUrl, type CrossRefContext } from '../../../../src/lib/crossref/transform.ts';
import { parseMarkdown } from '../../../../src/lib/content/markdown.ts';

const index: CrossRefIndex = {
  locale: 'ko',
  terms: [
    { text: '유닛 생산', id: 'producing-units', mode: 'word' },
    { text: '이동값', id: 'move', mode: 'quoted' },
    { text: '우주포', id: 'space-cannon', mode: 'quoted' },
    { text: '유닛', id: 'units', mode: 'word' },
    { text: '이동', id: 'movement', mode: 'word' },
  ],
  subRules: new Map([
    ['45.5', 'producing-units'],
    ['48.4', 'movement'],
    ['39.3', 'space-combat'],
    ['39.7', 'space-combat'],
  ]),
};

const md = (text: string): Root => parseMarkdown(text);
const ctx = (entryId: string, subRule?: string): CrossRefContext => ({ index, entryId, subRule });

function links(tree: Root): { text: string; url: string; ref: unknown }[] {
  const out: { text: string; url: string; ref: unknown }[] = [];
  visit(tree, 'link', (l: Link) => {
    out.push({ text: (l.children[0] as { value: string }).value, url: l.url, ref: l.data?.hProperties?.['data-ref'] });
  });
  return out;
}

describe('crossLink: rule numbers', () => {
  it('links a number of another entry to topic-id#N.M', () => {
    expect(links(crossLink(md('45.5 참고.'), ctx('units')))).toEqual([{ text: '45.5', url: 'producing-units#45.5', ref: 'producing-units#45.5' }]);
  });
  it('links a number of the same entry to its anchor, keeping the full ref', () => {
    expect(links(crossLink(md('48.4 참고.'), ctx('movement')))).toEqual([{ text: '48.4', url: '#48.4', ref: 'movement#48.4' }]);
  });
  it('does not link a sub-rule to itself, nor numbers the locale lacks', () => {
    expect(links(crossLink(md('48.4 그리고 12.3'), ctx('movement', '48.4')))).toEqual([]);
  });
  it('links both ends of a range', () => {
    expect(links(crossLink(md('39.3–39.7 참고'), ctx('units'))).map((l) => l.url)).toEqual(['space-combat#39.3', 'space-combat#39.7']);
  });
  it('links every occurrence of a number', () => {
    expect(links(crossLink(md('45.5, 45.5'), ctx('units')))).toHaveLength(2);
  });
});

describe('crossLink: topic names', () => {
  it('links a name once per scope, longest first', () => {
    const tree = crossLink(md('유닛 생산을 하려면 유닛을 고릅니다. 유닛은 두 번 링크되지 않습니다.'), ctx('speaker'));
    expect(links(tree)).toEqual([
      { text: '유닛 생산', url: 'producing-units', ref: 'producing-units' },
      { text: '유닛', url: 'units', ref: 'units' },
    ]);
  });
  it('scope is the whole tree: a name in a nested list is not linked again', () => {
    const tree = crossLink(md('유닛을 고릅니다.\n\n- 유닛을 놓습니다.\n- 이동을 합니다.'), ctx('speaker'));
    expect(links(tree).map((l) => l.text)).toEqual(['유닛', '이동']);
  });
  it('never links the current entry, and its name still hides shorter names inside it', () => {
    const tree = crossLink(md('유닛 생산을 할 때 이동을 합니다.'), ctx('producing-units'));
    expect(links(tree).map((l) => l.url)).toEqual(['movement']);
  });
  it('a bare qualified name links only quoted or closed by particles', () => {
    expect(links(crossLink(md("'우주포' 능력, 우주포 주사위"), ctx('units'))).map((l) => l.text)).toEqual(['우주포']);
    expect(links(crossLink(md('우주포 주사위'), ctx('units')))).toEqual([]);
    expect(links(crossLink(md('함선의 이동값을 봅니다'), ctx('units'))).map((l) => l.url)).toEqual(['move']);
  });
  it('links inside emphasis, keeping the emphasis around the link', () => {
    const tree = crossLink(md('**유닛**을 놓습니다.'), ctx('speaker'));
    expect(links(tree).map((l) => l.url)).toEqual(['units']);
    expect((tree.children[0] as { children: { type: string }[] }).children[0].type).toBe('strong');
  });
});

describe('crossLink: what it leaves alone', () => {
  it('no links inside headings', () => {
    expect(links(crossLink(md('## 유닛 생산과 45.5'), ctx('speaker')))).toEqual([]);
  });
  it('no links inside existing links, and a topic linked by hand is not linked again', () => {
    const tree = crossLink(md('[유닛 45.5](units) 다음 유닛을'), ctx('speaker'));
    expect(links(tree)).toEqual([{ text: '유닛 45.5', url: 'units', ref: undefined }]);
  });
  it('no links in code', () => {
    expect(links(crossLink(md('`유닛` 45.5'), ctx('speaker'))).map((l) => l.url)).toEqual(['producing-units#45.5']);
  });
});

describe('crossLink: purity', () => {
  it('leaves its input untouched', () => {
    const tree = md('유닛을 45.5');
    const before = structuredClone(tree);
    crossLink(tree, ctx('speaker'));
    expect(tree).toEqual(before);
  });
  it('is idempotent, also where a link ends right before a particle', () => {
    for (const text of ['이동값을 가진 유닛은 45.5와 39.3–39.7을 따릅니다.', "'우주포'와 유닛 생산을, 유닛을", '유닛 생산 유닛 생산 유닛']) {
      const once = crossLink(md(text), ctx('speaker'));
      expect(crossLink(once, ctx('speaker')), text).toEqual(once);
    }
  });
});

describe('generated links in HTML', () => {
  it('carry data-ref through mdast-util-to-hast', () => {
    const html = toHtml(toHast(crossLink(md('유닛을 45.5'), ctx('speaker'))));
    expect(html).toBe('<p><a href="units" data-ref="units">유닛</a>을 <a href="producing-units#45.5" data-ref="producing-units#45.5">45.5</a></p>');
  });
});

describe('linkUrl', () => {
  it('anchors a sub-rule of the same entry, prefixes any other target with its id', () => {
    expect(linkUrl({ id: 'a', number: '1.2' }, 'a')).toBe('#1.2');
    expect(linkUrl({ id: 'a', number: '1.2' }, 'b')).toBe('a#1.2');
    expect(linkUrl({ id: 'a' }, 'b')).toBe('a');
  });
});
