/**
 * The import of earlier editions (the manifest's `editions:`): each is read whole by its format's reader and
 * written in the content format to `editions/<locale>/<name>/<id>.md`, apart from the current text. Ids come
 * from the reader (or the English index's titles); related topics are joined to ids by name. Every entry is
 * parsed back, and the parsed entries are returned for the edition map. Pure: the caller reads the files.
 */
import { stringify } from 'yaml';
import type { Entry } from '../content/entry.ts';
import type { EditionSource } from '../import/manifest.ts';
import { DefectLog, ImportError, type Defect } from '../import/raw-entry.ts';
import { READERS } from '../import/readers/index.ts';
import { resolveTopicName } from '../import/topic-names.ts';
import { writeEntry, type ResolvedRelated } from '../import/write-entry.ts';
import { formatDiagnostic } from '../content/diagnostics.ts';
import { parseEntry } from '../content/parse-entry.ts';
import type { TopicIndex } from '../content/topics.ts';
import type { EditionText } from './edition-map.ts';

export interface EditionImport {
  edition: EditionSource;
  /** The edition's entries as parsed back from what was written. */
  text: EditionText;
  defects: Defect[];
}

/** The list of imported editions, oldest first, that the build reads (content/editions/editions.yaml). */
export const EDITIONS_INDEX = 'editions/editions.yaml';

export function editionsIndex(editions: EditionSource[]): string {
  return `# Written by npm run import from sources/manifest.yaml (editions:), oldest first; do not edit by hand.\n${stringify(editions.map(({ name, label, locale }) => ({ name, label, locale })))}`;
}

/** The content-relative folder of an edition: "editions/en/lrr-1.3". */
export function editionFolder(edition: { locale: string; name: string }): string {
  return `editions/${edition.locale}/${edition.name}`;
}

export function importEditions(
  editions: EditionSource[],
  topics: TopicIndex,
  sourcesDir: string,
  read: (file: string) => string,
): { files: Map<string, string>; imports: EditionImport[]; failures: ImportError[] } {
  const files = new Map<string, string>();
  const imports: EditionImport[] = [];
  const failures: ImportError[] = [];
  const englishTitles = new Map(topics.topics.map((t) => [t.titleEn.toLowerCase(), t.id]));
  const titleTable = new Map(topics.topics.map((t) => [t.titleEn, t.id]));
  for (const edition of editions) {
    const file = `${sourcesDir}/${edition.file}`;
    const defects = new DefectLog();
    try {
      const raws = READERS[edition.format](read(edition.file), {
        file,
        locale: edition.locale,
        defects,
        facts: {},
        lrrNumberOf: () => undefined,
        idForEnglishTitle: (title) => englishTitles.get(title.toLowerCase()),
        isTopic: (id) => topics.has(id),
      });
      const written = new Map<string, string>();
      const entries: Entry[] = [];
      for (const raw of raws) {
        const id = raw.id ?? englishTitles.get(raw.title.toLowerCase());
        if (!id || !topics.has(id)) throw new ImportError(file, raw.line, `no topic id for "${raw.title}" in lrr-topics.tsv`);
        if (written.has(id)) {
          defects.add(file, raw.line, 'duplicate', `${edition.name}: topic ${id} given twice; the first kept`);
          continue;
        }
        const related: ResolvedRelated[] = raw.related.flatMap((r) => (r.id && topics.has(r.id) ? [{ name: r.name, id: r.id }] : resolveTopicName(r.name, titleTable).topics));
        const path = `${editionFolder(edition)}/${id}.md`;
        const text = writeEntry({ ...raw, id }, related);
        const parsed = parseEntry(text, `content/${path}`, edition.locale);
        if (!parsed.entry || parsed.diagnostics.errors.length > 0)
          throw new ImportError(file, raw.line, `the ${edition.name} entry written from here does not parse back:\n${parsed.diagnostics.errors.map(formatDiagnostic).join('\n')}`);
        written.set(id, text);
        entries.push(parsed.entry);
      }
      for (const [id, text] of written) files.set(`${editionFolder(edition)}/${id}.md`, text);
      imports.push({ edition, text: { name: edition.name, label: edition.label, entries }, defects: defects.items });
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      failures.push(error);
    }
  }
  if (imports.length > 0) files.set(EDITIONS_INDEX, editionsIndex(imports.map((i) => i.edition)));
  return { files, imports, failures };
}
