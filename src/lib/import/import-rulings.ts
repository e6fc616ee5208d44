/**
 * The rulings pages' part of the import: each raw page (sources/tirules-wiki-rulings/…) read by its reader and
 * written as content/<locale>/<kind>/<id>.md (docs/content-format.md, "Rulings pages"), parsed back before it is
 * kept. A page that cannot be read fails alone.
 */
import type { List, ListItem, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { stringify as stringifyYaml } from 'yaml';
import { formatDiagnostic } from '../content/diagnostics.ts';
import { stringifyMarkdown } from '../content/markdown.ts';
import { parseRuling } from '../rulings/parse-ruling.ts';
import { parseRulingTarget, type RulingKind } from '../rulings/ruling.ts';
import type { RulingSource } from './manifest.ts';
import { DefectLog, ImportError, type Defect, type ReaderContext } from './raw-entry.ts';
import { readWikiRulings, type RawRuling } from './readers/wiki-rulings.ts';
import { rulingKeyFromHref } from './topic-links.ts';

export interface ImportedRuling {
  source: string;
  path: string;
  sections: number;
  notes: number;
}

export interface RulingsImport {
  /** Content-relative path ("en/factions/nekro.md") → file text. */
  files: Map<string, string>;
  imported: ImportedRuling[];
  defects: Defect[];
  failures: ImportError[];
}

/** The kind and id of a raw rulings page, from its path: tirules-wiki-rulings/factions/F_jol_nar.md → factions, jol-nar. */
export function rulingOfPath(file: string): { kind: RulingKind; id: string } | null {
  const key = rulingKeyFromHref(file);
  return key ? parseRulingTarget(key) : null;
}

/** Keeps a note's paragraphs apart (spread) only where it has several; lists are otherwise written tight. */
function shape<T extends RootContent>(node: T): T {
  const copy = structuredClone(node);
  visit(copy, (n) => {
    delete (n as { position?: unknown }).position;
    if (n.type === 'list') (n as List).spread = false;
    if (n.type === 'listItem') (n as ListItem).spread = (n as ListItem).children.filter((c) => c.type !== 'list').length > 1;
  });
  return copy;
}

function countNotes(list: List | null): number {
  if (!list) return 0;
  return list.children.reduce((n, item) => n + 1 + item.children.reduce((m, c) => m + (c.type === 'list' && c.ordered ? countNotes(c) : 0), 0), 0);
}

export function writeRuling(ruling: RawRuling): string {
  const children: RootContent[] = [{ type: 'yaml', value: stringifyYaml({ title: ruling.title, source: ruling.source }, { lineWidth: 0 }).trimEnd() }];
  children.push(...ruling.intro.map(shape));
  for (const section of ruling.sections) {
    children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] });
    children.push(...section.intro.map(shape));
    if (section.notes) children.push(shape(section.notes));
  }
  return stringifyMarkdown({ type: 'root', children } as Root);
}

export function importRulings(
  sources: RulingSource[],
  sourcesDir: string,
  read: (file: string) => string,
  context: Omit<ReaderContext, 'file' | 'locale' | 'defects' | 'facts'>,
): RulingsImport {
  const result: RulingsImport = { files: new Map(), imported: [], defects: [], failures: [] };
  for (const source of sources) {
    const file = `${sourcesDir}/${source.file}`;
    const defects = new DefectLog();
    try {
      const page = rulingOfPath(source.file);
      if (!page) throw new ImportError(file, 1, 'a rulings page lives in a factions/ or components/ folder, or its name starts with F_ or C_');
      const raw = readWikiRulings(read(source.file), { ...context, file, locale: source.locale, defects, facts: {} }, page.kind, page.id);
      const path = `${source.locale}/${page.kind}/${page.id}.md`;
      const text = writeRuling(raw);
      const check = parseRuling(text, `content/${path}`, source.locale, page.kind);
      if (check.diagnostics.errors.length > 0)
        throw new ImportError(file, 1, `the page written from here does not parse back:\n${check.diagnostics.errors.map(formatDiagnostic).join('\n')}`);
      if (result.files.has(path)) throw new ImportError(file, 1, `a second source of ${path}`);
      result.files.set(path, text);
      result.imported.push({ source: file, path, sections: raw.sections.length, notes: raw.sections.reduce((n, s) => n + countNotes(s.notes), 0) });
      result.defects.push(...defects.items);
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      result.failures.push(source.origin && error.file === file ? new ImportError(source.origin, error.line, error.reason) : error);
    }
  }
  return result;
}

/** The report's section on rulings pages: one line per raw page. */
export function renderRulingsReport(rulings: RulingsImport): string[] {
  if (rulings.imported.length === 0 && rulings.failures.length === 0) return [];
  const lines = ['## Rulings pages', '', '| file | page | sections | notes | defects |', '| --- | --- | --- | --- | --- |'];
  for (const r of rulings.imported) lines.push(`| \`${r.source}\` | \`content/${r.path}\` | ${r.sections} | ${r.notes} | ${rulings.defects.filter((d) => d.file === r.source).length} |`);
  const sections = rulings.imported.reduce((n, r) => n + r.sections, 0);
  const notes = rulings.imported.reduce((n, r) => n + r.notes, 0);
  lines.push('', `${rulings.imported.length} pages, ${sections} sections, ${notes} numbered notes.`);
  return lines;
}
