import type { Paragraph, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../src/lib/content/markdown.ts';
import { linkRulingNames } from '../../../../src/lib/rulings/link-ruling-names.ts';
import { parseRuling } from '../../../../src/lib/rulings/parse-ruling.ts';
import { RulingBook, sectionNames } from '../../../../src/lib/rulings/ruling-book.ts';

const cards = parseRuling('---\ntitle: Action Cards\n---\n\n## Direct Hit\n\n1. x\n\n## Sabotage\n\n1. y\n', 'content/en/components/action-cards.md', 'en', 'components').page!;
const creuss = parseRuling('---\ntitle: Creuss\n---\n\n## Dimensional Splicer (Technology)\n\n1. z\n', 'content/en/factions/creuss.md', 'en', 'factions').page!;
const book = new RulingBook([cards, creuss]);
const links = (markdown: string, ctx = {}) => {
  const tree = linkRulingNames(parseMarkdown(markdown) as Root, { book, locale: 'en', ...ctx });
  return (tree.children[0] as Paragraph).children.filter((c) => c.type === 'link').map((c) => (c.type === 'link' ? c.url : ''));
};

describe('linkRulingNames', () => {
  it('links a card or ability named in italics to its section', () => {
    expect(links('Play *Direct Hit* on the *Dimensional Splicer* or a *direct hit*.')).toEqual([
      'components/action-cards#direct-hit',
      'factions/creuss#dimensional-splicer-technology',
      'components/action-cards#direct-hit',
    ]);
  });

  it('leaves other italics, links, bold text and the section being read alone', () => {
    expect(links('*Unknown Card*, **Direct Hit**, [*Sabotage*](units), *Direct Hit*', { page: cards, section: cards.sections[0] })).toEqual(['units']);
  });

  it('does not change its input', () => {
    const tree = parseMarkdown('*Sabotage*') as Root;
    const before = JSON.stringify(tree);
    linkRulingNames(tree, { book, locale: 'en' });
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('names a section by its title, without its kind, and by each half of a hero’s name', () => {
    expect(sectionNames('Conservator Procyon — Multiverse Shift (Hero)')).toEqual(['Conservator Procyon — Multiverse Shift (Hero)', 'Conservator Procyon — Multiverse Shift', 'Conservator Procyon', 'Multiverse Shift']);
  });
});
