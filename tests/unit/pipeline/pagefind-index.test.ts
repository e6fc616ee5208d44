import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteGlossary } from '../../../src/pipeline/content-loader.ts';
import type { Entry } from '../../../src/lib/content/entry.ts';
import { indexPages } from '../../../src/pipeline/pagefind-index.ts';
import { fullTextQuery, parseQuery } from '../../../src/lib/search/query.ts';
import { loadPagefind, type NodePagefind } from '../../../tools/pagefind-node.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page as the site renders an entry, reduced to what Pagefind reads. */
function page(entry: Entry): string {
  const subRules = entry.subRules.map((s) => `<h3 id="${s.number}">${s.number}</h3><p>${escape(s.text)}</p>`).join('\n');
  return `<!doctype html><html lang="${entry.locale}"><head><title>${escape(entry.title)}</title></head><body>
<nav>menu search</nav>
<main data-pagefind-body><h1>${escape(entry.title)}</h1>${subRules}
</main></body></html>`;
}

describe('indexPages on pages of the real content', () => {
  let dist: string;
  let report: Awaited<ReturnType<typeof indexPages>>;
  const search: Record<string, NodePagefind> = {};

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lrr-pagefind-'));
    const glossary = siteGlossary();
    const entries = [
      glossary.get('ko', 'producing-units')!,
      glossary.get('ko', 'fighter-tokens')!,
      glossary.get('ko', 'speaker')!,
      glossary.get('ru', 'component-limitations')!,
      glossary.get('en', 'producing-units')!,
    ];
    for (const entry of entries) {
      mkdirSync(join(dist, entry.locale, entry.id), { recursive: true });
      writeFileSync(join(dist, entry.locale, entry.id, 'index.html'), page(entry));
    }
    const files = entries.map((e) => `${e.locale}/${e.id}/index.html`);
    // A stale index from an earlier build is replaced.
    mkdirSync(join(dist, 'pagefind'));
    writeFileSync(join(dist, 'pagefind', 'stale.txt'), 'old');
    report = await indexPages(dist, files);
    for (const lang of ['ko', 'ru', 'en']) search[lang] = await loadPagefind(dist, lang);
  }, 60_000);

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('reports the pages per language and writes the bundle without Pagefind’s UI, worker or highlighter', () => {
    expect(report.pages).toBe(5);
    expect(report.languages).toEqual({ ko: 3, ru: 1, en: 1 });
    const files = readdirSync(join(dist, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-entry.json');
    expect(files).not.toContain('stale.txt');
    expect(files.filter((f) => /ui\.(js|css)$/.test(f))).toEqual([]);
    expect(files).not.toContain('pagefind-worker.js');
    expect(files).not.toContain('pagefind-highlight.js');
    expect(readdirSync(dist).filter((f) => f.startsWith('.pagefind'))).toEqual([]);
  });

  it('leaves the index as Pagefind wrote it: each language’s metadata and word index, named by their hashes', () => {
    const entry = JSON.parse(readFileSync(join(dist, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
    const files = readdirSync(join(dist, 'pagefind'));
    const chunks = readdirSync(join(dist, 'pagefind', 'index'));
    for (const [lang, { hash }] of Object.entries(entry.languages)) {
      expect(files, lang).toContain(`pagefind.${hash}.pf_meta`);
      expect(chunks.filter((f) => f.startsWith(`${lang}_`)).length, lang).toBeGreaterThan(0);
    }
  });

  it('finds a Korean noun written with particles, from a query with particles', async () => {
    const hits = await search.ko.search(fullTextQuery(parseQuery('증원부대를')));
    expect(hits[0]?.url).toBe('/ko/producing-units/');
  });

  it('finds a page that writes a noun only with particles, from the bare noun (Pagefind matches word prefixes)', async () => {
    const hits = await search.ko.search(fullTextQuery(parseQuery('의장은')));
    expect(hits.map((h) => h.url)).toContain('/ko/speaker/');
  });

  it('deep-links a sub-result to its sub-rule', async () => {
    const hits = await search.ko.search('보급고');
    expect(hits[0]?.subResults.map((s) => s.url)).toContain('/ko/producing-units/#45.5');
    expect(hits[0]?.excerpt).toContain('<mark>');
  });

  it('matches Russian inflections and ё', async () => {
    for (const query of ['истребители', 'истребителей', 'истребитель']) {
      const hits = await search.ru.search(query);
      expect(hits[0]?.url, query).toBe('/ru/component-limitations/');
    }
    expect((await search.ru.search('неповрежденным'))[0]?.url).toBe('/ru/component-limitations/');
  });

  it('keeps the languages apart', async () => {
    expect(await search.en.search('증원부대')).toEqual([]);
    expect((await search.en.search('reinforcements'))[0]?.url).toBe('/en/producing-units/');
  });
});

describe('indexPages errors', () => {
  it('throws with the reason when there is no site or no page', async () => {
    await expect(indexPages(join(tmpdir(), 'lrr-no-such-dir'), ['en/x/index.html'])).rejects.toThrow(/no built site/);
    const empty = mkdtempSync(join(tmpdir(), 'lrr-empty-'));
    try {
      await expect(indexPages(empty, [])).rejects.toThrow(/no HTML pages/);
      expect(existsSync(join(empty, 'pagefind'))).toBe(false);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
