/**
 * Scale check of the whole-rulebook PDF import: typesets every topic of the English LRR 2.0 (the ti4rules
 * site's data, as tests/fixtures/raw/pdf-rulebook/generate.ts typesets five) into a two-column PDF in a
 * temporary directory, reads it back the ways a translator may have it (the PDF itself; pdftotext with and
 * without -layout, where poppler is installed; pdf.js's text without page breaks) and compares every topic
 * title, intro, sub-rule (number and text, with its lettered items and bullets) and related-topics line with
 * the source. Text is compared without whitespace, in lower case, ligatures and soft hyphens resolved; a
 * difference only in a hyphen is counted apart. Prints the counts and every difference.
 *   node tools/pdf-scale-check.ts [--keep DIR] [--way pdf|pdftotext|layout|pdfjs]…   (needs Chromium)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { RawEntry } from '../src/lib/import/raw-entry.ts';
import { readPdfRulebook } from '../src/lib/import/readers/pdf-rulebook.ts';
import { readTi4rulesJsx } from '../src/lib/import/readers/ti4rules-jsx.ts';
import { launchChromium } from './chromium.ts';
import { pdfText } from '../src/pipeline/pdf-text.ts';
import { ENGLISH_BOOK, pdfjsPlainText, typesetPdf } from './rulebook-typesetting.ts';
import { readerContext } from './reader-context.ts';

const root = resolve(import.meta.dirname, '..');
const SOURCE = '../shared/real-sources/ti4rules-jsx/lrr-2.0.jsx';
const { values } = parseArgs({ options: { keep: { type: 'string' }, way: { type: 'string', multiple: true } } });

const source = readTi4rulesJsx(readFileSync(resolve(root, SOURCE), 'utf8'), readerContext(SOURCE, 'en'));
const book = { ...ENGLISH_BOOK, entries: source };

const dir = values.keep ? resolve(values.keep) : mkdtempSync(join(tmpdir(), 'pdf-scale-'));
mkdirSync(dir, { recursive: true });
const pdf = join(dir, 'en.pdf');
const browser = await launchChromium();
try {
  await typesetPdf(browser, book, pdf);
} finally {
  await browser.close();
}
const bytes = readFileSync(pdf);

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();
const pdftotext = (layout: boolean) => {
  const out = join(dir, `en${layout ? '-layout' : ''}.txt`);
  execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', pdf, out]);
  return readFileSync(out, 'utf8');
};
const WAYS: Record<string, () => Promise<string>> = {
  pdf: async () => pdfText(bytes),
  ...(hasPoppler ? { layout: async () => pdftotext(true), pdftotext: async () => pdftotext(false) } : {}),
  pdfjs: async () => pdfjsPlainText(bytes),
};

/** Text as compared: ligatures and soft hyphens resolved, no whitespace, lower case. */
const norm = (s: string) => s.normalize('NFKC').replace(/\u00ad/g, '').replace(/\s+/g, '').toLocaleLowerCase('en');
const text = (nodes: readonly unknown[]) => nodes.map((n) => toString(n as Nodes)).join(' ');
const noHyphens = (s: string) => s.replace(/[-\u2010\u2011]/g, '');
/** The shape of blocks: paragraphs, and lists (lettered or not) with their items' shapes ("p [a:p,p [•:p]]"). */
const shape = (nodes: readonly Nodes[]): string =>
  nodes
    .map((n) => (n.type === 'list' ? `[${n.ordered ? 'a' : '•'}:${n.children.map((i) => shape(i.children)).join(',')}]` : n.type === 'paragraph' ? 'p' : n.type))
    .join(' ');

/** Where two compared texts part, with some context of each. */
function where(want: string, got: string): string {
  let i = 0;
  while (i < want.length && want[i] === got[i]) i++;
  let j = 0;
  while (j < want.length - i && j < got.length - i && want[want.length - 1 - j] === got[got.length - 1 - j]) j++;
  const from = Math.max(0, i - 25);
  return `source «…${want.slice(from, want.length - j + 25)}…»\n      read   «…${got.slice(from, got.length - j + 25)}…»`;
}

const totals: string[] = [];
for (const [way, get] of Object.entries(WAYS)) {
  if (values.way && !values.way.includes(way)) continue;
  const input = await get();
  writeFileSync(join(dir, `en-${way}.read.txt`), input);
  const ctx = readerContext(`${dir}/en.${way}`, 'en');
  const read: RawEntry[] = readPdfRulebook(input, ctx);
  const byNumber = new Map(read.map((e) => [e.number, e]));
  const counts = { topics: 0, subRules: 0, lost: 0, hyphen: 0, missing: 0, extra: 0, titles: 0, intros: 0, related: 0, opening: 0, shape: 0 };
  const problems: string[] = [];
  const compare = (label: string, want: string, got: string, kind: 'lost' | 'titles' | 'intros' | 'related') => {
    const [a, b] = [norm(want), norm(got)];
    if (a === b) return;
    if (kind === 'lost' && noHyphens(a) === noHyphens(b)) {
      counts.hyphen++;
      problems.push(`  ${label} (hyphen only)\n      ${where(a, b)}`);
      return;
    }
    counts[kind]++;
    problems.push(`  ${label}\n      ${where(a, b)}`);
  };
  for (const entry of source) {
    counts.topics++;
    const got = byNumber.get(entry.number);
    counts.subRules += entry.subRules.length;
    if (!got) {
      counts.missing += entry.subRules.length;
      problems.push(`  topic ${entry.number} ${entry.title}: not read`);
      continue;
    }
    compare(`${entry.number} title`, entry.title, got.title, 'titles');
    compare(`${entry.number} intro`, text(entry.intro), text(got.intro), 'intros');
    if (shape(entry.intro) !== shape(got.intro)) (counts.shape++, problems.push(`  ${entry.number} intro blocks: source ${shape(entry.intro) || '(none)'}, read ${shape(got.intro) || '(none)'}`));
    compare(`${entry.number} related`, entry.related.map((r) => r.name).join(','), got.related.map((r) => r.name).join(','), 'related');
    const subs = new Map(got.subRules.map((s) => [s.number, s]));
    for (const sub of entry.subRules) {
      const g = subs.get(sub.number);
      if (!g) {
        counts.missing++;
        problems.push(`  ${sub.number}: not read`);
        continue;
      }
      compare(sub.number, text([...sub.content, ...sub.children]), text([...g.content, ...g.children]), 'lost');
      // Its own text (the numbered paragraph), and its items in place: lettered lists and bullets as the source's.
      if (norm(text(sub.content)) !== norm(text(g.content))) counts.opening++;
      if (shape(sub.children) !== shape(g.children)) {
        counts.shape++;
        problems.push(`  ${sub.number} blocks: source ${shape(sub.children) || '(none)'}, read ${shape(g.children) || '(none)'}`);
      }
    }
    for (const s of got.subRules) if (!entry.subRules.some((x) => x.number === s.number)) (counts.extra++, problems.push(`  ${s.number}: read, not in the source`));
  }
  const extraTopics = read.filter((e) => !source.some((s) => s.number === e.number));
  for (const e of extraTopics) problems.push(`  topic ${e.number} ${e.title}: read, not in the source`);
  const line = `${way}: ${read.length}/${counts.topics} topics; sub-rules ${counts.subRules}: ${counts.lost} differ, ${counts.hyphen} differ by a hyphen only, ${counts.missing} missing, ${counts.extra} extra, ${counts.opening} with another opening text; ${counts.shape} lists or paragraphs out of place; titles ${counts.titles}, intros ${counts.intros}, related ${counts.related} differ`;
  console.log(`\n== ${line}`);
  for (const p of problems) console.log(p);
  const summary = ctx.defects.items.find((d) => d.kind === 'summary');
  if (summary) console.log(`  (reader: ${summary.message})`);
  totals.push(line);
}
console.log(`\n${totals.join('\n')}\n(files in ${dir})`);
if (!values.keep) rmSync(dir, { recursive: true, force: true });
