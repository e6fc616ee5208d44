/**
 * A whole rulebook as a translator has it, in each language: real rule text typeset into a two-column PDF
 * with a cover, a changelog, a contents page, running heads and page numbers (tests/fixtures/raw/pdf-rulebook/,
 * made by generate.ts), read four ways: the PDF itself (pdf.js items with their positions and fonts), the
 * text of pdftotext, of pdftotext -layout, and pdf.js's text with no page breaks. Each way is detected as a
 * whole rulebook and gives every topic and sub-rule number with its own text, and a summary against the
 * contents page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { detectFormat, detectLocale } from '../../../../../src/lib/import/detect-format.ts';
import type { RawEntry, RawSubRule } from '../../../../../src/lib/import/raw-entry.ts';
import { readPdfRulebook } from '../../../../../src/lib/import/readers/pdf-rulebook.ts';
import type { Locale } from '../../../../../src/lib/locale/locale.ts';
import { isPdf, pdfText } from '../../../../../src/pipeline/pdf-text.ts';
import { readerContext } from '../../../../../tools/reader-context.ts';
import { numbers, typesetFrom } from '../../../pdf-rulebook-sources.ts';
import { FIXTURES, ROOT } from '../../../support.ts';

const dir = `${FIXTURES}/raw/pdf-rulebook`;
const WAYS: Record<string, (locale: Locale) => Promise<{ file: string; text: string }>> = {
  'the PDF itself': async (locale) => {
    const bytes = readFileSync(join(ROOT, dir, `${locale}.pdf`));
    expect(isPdf(bytes)).toBe(true);
    return { file: `${dir}/${locale}.pdf`, text: await pdfText(bytes) };
  },
  pdftotext: async (locale) => ({ file: `${dir}/${locale}.txt`, text: readFileSync(join(ROOT, dir, `${locale}.txt`), 'utf8') }),
  'pdftotext -layout': async (locale) => ({ file: `${dir}/${locale}-layout.txt`, text: readFileSync(join(ROOT, dir, `${locale}-layout.txt`), 'utf8') }),
  'pdf.js text without page breaks': async (locale) => {
    const text = readFileSync(join(ROOT, dir, `${locale}-pdfjs.txt`), 'utf8');
    expect(text).not.toContain('\f');
    return { file: `${dir}/${locale}-pdfjs.txt`, text };
  },
};

/** Text as compared: no spaces (a line end may or may not be one), lower case; "какая-либо" keeps its hyphen in one way and not another. */
const flat = (nodes: readonly unknown[]) =>
  nodes
    .map((n) => toString(n as never))
    .join('')
    .replace(/\s+/g, '')
    .toLocaleLowerCase()
    .replace('какаялибо', 'какая-либо');
const whole = (s: RawSubRule) => flat([...s.content, ...s.children]);

describe.each(['en', 'ko', 'ru'] as const)('a whole rulebook in %s, read four ways', (locale) => {
  const source = typesetFrom(locale);
  const topics = source.length;
  const subRules = source.reduce((n, e) => n + e.subRules.length, 0);
  const implied = source.reduce((n, e) => n + Math.max(...e.subRules.map((s) => Number(s.number.split('.')[1]))), 0);

  describe.each(Object.keys(WAYS))('%s', (way) => {
    let read: { text: string; entries: RawEntry[]; log: string[] } | null = null;
    const load = async () => {
      if (read) return read;
      const { file, text } = await WAYS[way](locale);
      const ctx = readerContext(file, locale);
      const entries = readPdfRulebook(text, ctx);
      read = { text, entries, log: ctx.defects.items.map((d) => `${d.line} ${d.kind}: ${d.message}`) };
      return read;
    };

    it('is detected as a whole rulebook in its language', async () => {
      const { text } = await load();
      expect(detectFormat(text)).toBe('pdf-rulebook');
      expect(detectLocale(text)).toBe(locale);
    });

    it('gives every topic and sub-rule number with its own text, and says so against the contents page', async () => {
      const { entries, log } = await load();
      expect(numbers(entries)).toEqual(numbers(source));
      for (const [i, entry] of source.entries()) {
        expect(entries[i].title.toLocaleLowerCase()).toBe(entry.title.toLocaleLowerCase());
        // A sub-rule's opening text; a paragraph after it may join it where the text shows no paragraph break.
        for (const [j, sub] of entry.subRules.entries()) expect(whole(entries[i].subRules[j]).startsWith(flat(sub.content)), `${way}: ${sub.number}`).toBe(true);
      }
      const absent = implied > subRules ? `, ${implied - subRules} absent` : '';
      expect(log).toContain(`1 summary: read ${topics} topics (the contents page lists ${topics}, all read) and ${subRules} sub-rules (the numbering implies ${implied}${absent})`);
      // Without -layout, pdftotext may put a column's last lines above the page's first heading: they are reported, never silently lost.
      const leftOut = log.filter((l) => / skipped: /.test(l) && !/(front matter|changelog|table of contents) skipped/.test(l));
      if (way === 'pdftotext') for (const l of leftOut) expect(l).toMatch(/^\d+ skipped: rule text before the first topic heading left out/);
      else expect(leftOut).toEqual([]);
    });

    if (way !== 'pdftotext')
      // pdftotext without -layout interleaves the two columns; the other ways read a column whole.
      it('keeps lettered items, bullets and section titles under their sub-rule, and the related topics', async () => {
        const { entries } = await load();
        for (const [i, entry] of source.entries()) {
          for (const [j, sub] of entry.subRules.entries()) expect(whole(entries[i].subRules[j]), `${way}: ${sub.number}`).toBe(whole(sub));
          expect(flat(entries[i].intro)).toBe(flat(entry.intro));
          expect(entries[i].related.map((r) => r.name)).toEqual(entry.related.map((r) => r.name));
        }
      });
  });
});

describe('what other tools leave in the text (en, pdf.js text without page breaks)', () => {
  const file = `${dir}/en-pdfjs.txt`;
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = typesetFrom('en');
  const read = (t: string) => {
    const ctx = readerContext(file, 'en');
    const entries = readPdfRulebook(t, ctx);
    return { entries, log: ctx.defects.items.map((d) => `${d.line} ${d.kind}: ${d.message}`) };
  };

  it('ligatures as one character and small-caps diagram labels between the rules change nothing', () => {
    const lines = text.replace(/ffi/g, '\ufb03').replace(/ff/g, '\ufb00').replace(/fi/g, '\ufb01').split('\n');
    const at = lines.findIndex((l) => l.startsWith('58.3 '));
    lines.splice(at, 0, 'Mecatol rex hoMe SySteM', 'SySteM');
    const { entries, log } = read(lines.join('\n'));
    expect(numbers(entries)).toEqual(numbers(source));
    for (const [i, entry] of source.entries())
      for (const [j, sub] of entry.subRules.entries()) expect(whole(entries[i].subRules[j]).startsWith(flat(sub.content)), sub.number).toBe(true);
    expect(log).toContain(`${at + 1} noise: diagram label dropped: 2 lines (${at + 1}, ${at + 2})`);
  });

  it('a sub-rule it cannot place costs only itself: reported with its line, the rest read', () => {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('58.3 '));
    lines.splice(at, 0, '99.1 A sub-rule whose topic is nowhere in this text.', '58.2 TACTICAL ACTION MOVEMENT');
    const { entries, log } = read(lines.join('\n'));
    expect(numbers(entries)).toEqual(numbers(source));
    expect(log).toContain(`${at + 1} skipped: sub-rule 99.1 has no topic heading 99 in the text; left out`);
    expect(log).toContain(`${at + 2} skipped: sub-rule 58.2 appears twice; the second (here) is left out`);
  });
});

describe('npm run import -- --out DIR rulebook.pdf', () => {
  it('reads the PDF itself and previews its own topics only, with the text its lines refer to', { timeout: 120_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), 'lrr-pdf-'));
    const before = readFileSync(join(ROOT, 'sources/manifest.yaml'), 'utf8');
    const stdout = execFileSync(process.execPath, ['scripts/import.ts', '--out', out, `${dir}/en.pdf`], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    expect(stdout).toContain('sources/pdf-rulebook/en.pdf: read 5 topics (the contents page lists 5, all read) and 49 sub-rules (the numbering implies 50, 1 absent)');
    expect(readdirSync(join(out, 'en')).sort()).toEqual(['abilities.md', 'action-cards.md', 'move.md', 'movement.md', 'nebula.md']);
    expect(readdirSync(out).sort()).toEqual(['IMPORT-REPORT.md', 'en', 'sources']);
    expect(readFileSync(join(out, 'en/nebula.md'), 'utf8')).toContain('source: sources/pdf-rulebook/en.pdf');
    expect(readFileSync(join(out, 'sources/pdf-rulebook/en.pdf.txt'), 'utf8')).toMatch(/^59\.1 A ship can only move into a nebula/m);
    expect(readFileSync(join(out, 'IMPORT-REPORT.md'), 'utf8')).toMatch(/\| `sources\/pdf-rulebook\/en\.pdf` \| en \| pdf-rulebook \|/);
    expect(readFileSync(join(ROOT, 'sources/manifest.yaml'), 'utf8')).toBe(before);
  });
});
