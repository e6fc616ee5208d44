import { describe, expect, it } from 'vitest';
import { pagefindInput } from '../../../../src/lib/search/pagefind-input.ts';

const page = ({ head = '', before = '', body = '<h1>Fighters</h1><p>Fighters are ships.</p>', after = '' } = {}) =>
  `<!DOCTYPE html><html lang="ru"> <head><meta charset="utf-8"><title>49 Fighters · TI4</title>${head}</head> <body class="x">` +
  `<header><form role="search"><input name="q"></form><nav><a href="/en/">en</a></nav></header>${before}` +
  `<main id="main"><article data-pagefind-body data-previews="/ru/x/previews.json">${body}</article></main>${after}` +
  `<footer><p>Footer</p></footer><script type="module" src="/_astro/page.js"></script></body></html>`;

describe('pagefindInput', () => {
  it('keeps the <html> tag, the title and the element marked data-pagefind-body, and nothing else', () => {
    expect(pagefindInput(page())).toBe(
      '<!DOCTYPE html><html lang="ru"><head><title>49 Fighters · TI4</title></head><body>' +
        '<article data-pagefind-body data-previews="/ru/x/previews.json"><h1>Fighters</h1><p>Fighters are ships.</p></article></body></html>',
    );
  });

  it('keeps the element whole when it holds others of its kind, and what it ignores inside', () => {
    const body = '<h1>A</h1><article><p>inner</p></article><div data-pagefind-ignore="all"><a href="/x/">x</a></div><p>after</p>';
    expect(pagefindInput(page({ body }))).toContain(`<article data-pagefind-body data-previews="/ru/x/previews.json">${body}</article></body></html>`);
  });

  it('counts the attribute only inside a start tag, not in the text', () => {
    const body = '<h1>A</h1><p>The attribute data-pagefind-body marks it.</p>';
    expect(pagefindInput(page({ body }))).toContain(body);
    expect(pagefindInput(page({ body }))).not.toContain('<footer>');
  });

  it.each([
    ['no element is marked', page().replace(' data-pagefind-body', '')],
    ['two elements are marked', page({ after: '<section data-pagefind-body><p>more</p></section>' })],
    ['the element is not closed', page().replace('</article>', '')],
    ['a filter is set outside the element', page({ head: '<meta data-pagefind-filter="kind:rule" content="x">' })],
    ['metadata is set outside the element', page({ before: '<p data-pagefind-meta="section">Rules</p>' })],
    ['an <h1> outside the element would be the title', page({ before: '<h1>Site</h1>' })],
    ['an <img> outside the element would be the image', page({ before: '<img src="/logo.png" alt="">' })],
    ['the page has no <html> start tag it can follow', page().replace('<html lang="ru">', '<html lang="ru" data-x=\'a\'>')],
  ])('gives the page whole when %s', (_, html) => {
    expect(pagefindInput(html)).toBe(html);
  });
});
