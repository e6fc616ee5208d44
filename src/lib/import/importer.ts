/**
 * The import: raw files → RawEntries (one reader per format) → ids, duplicates merged, related names
 * joined to ids → content files in the content format, plus the import report. Pure: the caller reads
 * and writes files; nothing is returned unless every entry parses back without error.
 */
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { formatDiagnostic } from '../content/diagnostics.ts';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../locale/locale.ts';
import { parseEntry } from '../content/parse-entry.ts';
import type { TopicIndex } from '../content/topics.ts';
import type { Manifest } from './manifest.ts';
import { renderDefects } from './defect-report.ts';
import { DefectLog, ImportError, type Defect, type RawEntry } from './raw-entry.ts';
import { READERS } from './readers/index.ts';
import { importRulings, renderRulingsReport, rulingOfPath } from './import-rulings.ts';
import { rulingKey } from '../rulings/ruling.ts';
import { compareSources, renderSourceDiff, type TopicComparison } from './source-diff.ts';
import { resolveTopicName } from './topic-names.ts';
import { writeEntry, type ResolvedRelated } from './write-entry.ts';
import { editionSteps, type EditionStep } from '../editions/edition-map.ts';
import { renderEditionReport } from '../editions/edition-report.ts';
import { importEditions } from '../editions/import-editions.ts';

export interface ImportInput {
  manifest: Manifest;
  topics: TopicIndex;
  /** Folder of the raw files, relative to the project, as content files name it in `source`. */
  sourcesDir: string;
  read(file: string): string;
}

export interface ImportResult {
  /** Content-relative path ("ko/capacity.md") → file text. */
  files: Map<string, string>;
  report: string;
  defects: Defect[];
  /** Files that could not be read, each with the raw file's path and line: they wrote nothing. */
  failures: ImportError[];
  /** The edition map between the manifest's editions and the current text, oldest first (none without editions). */
  editionSteps: EditionStep[];
}

/** How much structure an entry carries: its mdast nodes and its related topics. */
function richness(entry: RawEntry): number {
  let nodes = 0;
  const count = (node: object) => visit(node as never, () => void nodes++);
  entry.intro.forEach(count);
  entry.subRules.forEach((s) => {
    s.content.forEach(count);
    s.children.forEach(count);
  });
  entry.notes.flat().forEach(count);
  return nodes + entry.related.length * 10;
}

function plain(entry: RawEntry): string[] {
  return entry.subRules.map((s) =>
    [...s.content, ...s.children]
      .map((n) => toString(n))
      .join(' ')
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ''),
  );
}

export function runImport(input: ImportInput): ImportResult {
  const { manifest, topics } = input;
  const defects = new DefectLog();
  const englishTitles = new Map(topics.topics.map((t) => [t.titleEn.toLowerCase(), t.id]));
  const raws: (RawEntry & { id: string })[] = [];
  const rulingKeys = new Set((manifest.rulings ?? []).map((r) => rulingOfPath(r.file)).filter((r) => r !== null).map(rulingKey));
  const lookups = {
    lrrNumberOf: (id: string) => topics.get(id)?.number,
    idForEnglishTitle: (title: string) => englishTitles.get(title.toLowerCase()),
    isTopic: (id: string) => topics.has(id),
    isRulingPage: (key: string) => rulingKeys.has(key),
  };

  const failures: ImportError[] = [];
  /** A failure names the raw file the user gave, not its copy in sources/. */
  const fail = (error: ImportError, origin: string | undefined, copy: string) =>
    failures.push(origin && error.file === copy ? new ImportError(origin, error.line, error.reason) : error);

  for (const source of manifest.files) {
    const file = `${input.sourcesDir}/${source.file}`;
    // One file's defects are kept only if the file imports: a skipped file reports its error alone.
    const fileDefects = new DefectLog();
    try {
      const text = input.read(source.file);
      const entries = READERS[source.format](text, {
        file,
        locale: source.locale,
        defects: fileDefects,
        facts: { id: source.id, title: source.title, number: source.number, subRuleStarts: source.subRuleStarts },
        ...lookups,
      });
      // A topic without an id is left out and reported; the file's other topics are imported.
      const ided = entries.flatMap((raw) => {
        const table = manifest.names[raw.locale];
        const id = raw.id ?? table.get(raw.title) ?? (raw.locale === SOURCE_LOCALE ? englishTitles.get(raw.title.toLowerCase()) : undefined);
        const problem = !id
          ? `no topic id for the ${raw.locale} title "${raw.title}": add it under names.${raw.locale} in the manifest`
          : !topics.has(id)
            ? `"${id}" (for "${raw.title}") is not in lrr-topics.tsv`
            : null;
        if (problem) fileDefects.add(file, raw.line, 'skipped', `topic ${raw.number != null ? `${raw.number} ` : ''}left out: ${problem}`);
        return problem ? [] : [{ ...raw, id: id! }];
      });
      raws.push(...ided);
      defects.items.push(...fileDefects.items);
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      fail(error, source.origin, file);
    }
  }

  // The same topic from two files of one locale: keep the richer, say so.
  const kept = new Map<string, RawEntry & { id: string }>();
  const comparisons: TopicComparison[] = [];
  for (const raw of raws) {
    const key = `${raw.locale}/${raw.id}`;
    const other = kept.get(key);
    if (!other) {
      kept.set(key, raw);
      continue;
    }
    // The manifest may name the published source (publish: true); its entry is kept and the other compared with it.
    const published = (r: RawEntry) => manifest.files.some((f) => f.publish && `${input.sourcesDir}/${f.file}` === r.source);
    if (published(raw) !== published(other)) {
      const [winner, loser] = published(raw) ? [raw, other] : [other, raw];
      const comparison = compareSources(winner, loser);
      comparisons.push(comparison);
      defects.add(loser.source, loser.line, 'duplicate', `same entry as ${winner.source} (${raw.locale} ${raw.id}, ${raw.number}), which the manifest publishes; ${comparison.differences.length} sub-rules differ (see "Two sources of one topic")`);
      kept.set(key, winner);
      continue;
    }
    const [winner, loser] = richness(raw) > richness(other) ? [raw, other] : [other, raw];
    const a = plain(winner);
    const b = plain(loser);
    const differing = a.map((t, i) => (t === b[i] ? null : winner.subRules[i].number)).filter(Boolean);
    const agreement =
      a.length !== b.length
        ? `the two give ${a.length} and ${b.length} sub-rules`
        : differing.length === 0
          ? 'their sub-rule texts agree word for word'
          : `their texts differ in ${differing.join(', ')}`;
    defects.add(loser.source, loser.line, 'duplicate', `same entry as ${winner.source} (${raw.locale} ${raw.id}, ${raw.number}); ${agreement}; kept ${winner.source}, which carries more structure (${richness(winner)} against ${richness(loser)})`);
    // Compared in the report all the same, so that a preview of a second source shows where the two part.
    comparisons.push(compareSources(winner, loser));
    kept.set(key, winner);
  }

  const files = new Map<string, string>();
  const allTitles = new Map<Locale, Map<string, string>>(LOCALES.map((l) => [l, new Map(manifest.names[l])]));
  for (const raw of kept.values()) allTitles.get(raw.locale)!.set(raw.title, raw.id);
  for (const t of topics.topics) if (!allTitles.get('en')!.has(t.titleEn)) allTitles.get('en')!.set(t.titleEn, t.id);

  const sorted = [...kept.values()].sort((a, b) => (a.locale + a.id < b.locale + b.id ? -1 : 1));
  for (const raw of sorted) {
    const related: ResolvedRelated[] = [];
    for (const r of raw.related) {
      if (r.id && topics.has(r.id)) {
        related.push({ name: r.name, id: r.id });
        continue;
      }
      const resolution = resolveTopicName(r.name, allTitles.get(raw.locale)!);
      if (resolution.fix) defects.add(raw.source, r.line, resolution.fix.kind, `${raw.locale} ${raw.number} (${raw.id}): ${resolution.fix.message}`);
      related.push(...resolution.topics);
    }
    const path = `${raw.locale}/${raw.id}.md`;
    const text = writeEntry(raw, related);
    const check = parseEntry(text, `content/${path}`, raw.locale);
    if (check.diagnostics.errors.length > 0) {
      const origin = manifest.files.find((f) => `${input.sourcesDir}/${f.file}` === raw.source)?.origin;
      fail(new ImportError(raw.source, raw.line, `the entry written from here does not parse back:\n${check.diagnostics.errors.map(formatDiagnostic).join('\n')}`), origin, raw.source);
      continue;
    }
    files.set(path, text);
  }
  const rulings = importRulings(manifest.rulings ?? [], input.sourcesDir, input.read, lookups);
  for (const [path, text] of rulings.files) files.set(path, text);
  defects.items.push(...rulings.defects);
  failures.push(...rulings.failures);
  const sortedDefects = [...defects.items].map((d, i) => ({ d, i })).sort((x, y) => (x.d.file === y.d.file ? x.d.line - y.d.line || x.i - y.i : x.d.file < y.d.file ? -1 : 1)).map((x) => x.d);
  const written = sorted.filter((raw) => files.has(`${raw.locale}/${raw.id}.md`));
  // Earlier editions: imported whole beside the current text, and mapped onto it.
  const editions = importEditions(manifest.editions ?? [], topics, input.sourcesDir, input.read);
  for (const [path, text] of editions.files) files.set(path, text);
  failures.push(...editions.failures);
  const steps = editions.imports.length === 0 ? [] : editionSteps([...editions.imports.map((i) => i.text), ...currentTexts(files, editions.imports.map((i) => i.edition.locale))]);
  const report = renderReport(input, written, sortedDefects, failures, comparisons, renderRulingsReport(rulings)) + (steps.length > 0 || editions.failures.length > 0 ? `\n${renderEditionReport(editions.imports, steps, editions.failures)}` : '');
  return { files, report, defects: sortedDefects, failures, editionSteps: steps };
}

/** The current text of the (first) locale that has editions, parsed back from the files just written. */
function currentTexts(files: Map<string, string>, locales: Locale[]) {
  const locale = locales[0];
  const entries = [...files]
    .filter(([path]) => path.startsWith(`${locale}/`))
    .map(([path, text]) => parseEntry(text, `content/${path}`, locale).entry)
    .filter((e) => e !== null);
  return [{ name: 'current', label: 'current text', entries }];
}

function renderReport(input: ImportInput, entries: RawEntry[], defects: Defect[], failures: ImportError[], comparisons: TopicComparison[], rulings: string[]): string {
  const lines = [
    '# Import report',
    '',
    'Written by `npm run import` from `sources/manifest.yaml`; do not edit by hand. Every defect found in the raw files is listed with what the importer did about it. Rule text is never completed from elsewhere: cut-off text is marked […].',
    '',
    '## Sources',
    '',
    'One line per raw file: the topics it gave, their sub-rules and notes, and the defects reported for it.',
    '',
    '| file | locale | format | topics | sub-rules | notes | defects |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const failed = new Set(failures.map((f) => f.file));
  for (const f of input.manifest.files) {
    const path = `${input.sourcesDir}/${f.file}`;
    const written = entries.filter((e) => e.source === path) as (RawEntry & { id: string })[];
    const numbers = written.map((e) => e.number).filter((n): n is number => n !== null);
    const topics =
      failed.has(f.origin ?? path) || failed.has(path)
        ? 'none: not read (see Failures)'
        : written.length === 0
          ? 'none (duplicate)'
          : written.length > 3
            ? `${written.length} (${Math.min(...numbers)}–${Math.max(...numbers)})`
            : written.map((e) => `${e.locale}/${e.id}${e.number === null ? ' (unnumbered)' : ` (${e.number})`}`).join(', ');
    const subRules = written.reduce((n, e) => n + e.subRules.length, 0);
    const notes = written.reduce((n, e) => n + e.notes.length, 0);
    const found = defects.filter((d) => d.file === path).length;
    lines.push(`| \`${path}\` | ${f.locale} | ${f.format} | ${topics} | ${subRules} | ${notes} | ${found} |`);
  }
  if (failures.length > 0) {
    lines.push('', '## Failures', '', 'These files could not be read and wrote nothing:', '');
    for (const f of failures) lines.push(`- \`${f.file}:${f.line}\`: ${f.reason.split('\n').join(' ')}`);
  }
  lines.push('', '## Entries per locale', '');
  for (const locale of LOCALES) {
    const local = entries.filter((e) => e.locale === locale);
    const subRules = local.reduce((n, e) => n + e.subRules.length, 0);
    const notes = local.reduce((n, e) => n + e.notes.length, 0);
    lines.push(`- ${locale}: ${local.length} entries, ${subRules} sub-rules, ${notes} notes`);
  }
  if (rulings.length > 0) lines.push('', ...rulings);
  if (comparisons.length > 0) lines.push('', renderSourceDiff(comparisons));
  lines.push('', '## Defects and what was done', '');
  lines.push(...renderDefects(defects));
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
