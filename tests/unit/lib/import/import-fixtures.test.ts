/** The whole import over the five raw-format fixtures: content files that parse back, with every repair reported. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTopics } from '../../../../src/pipeline/content-loader.ts';
import { Diagnostics } from '../../../../src/lib/content/diagnostics.ts';
import { runImport } from '../../../../src/lib/import/importer.ts';
import { parseManifest } from '../../../../src/lib/import/manifest.ts';
import { isLocale } from '../../../../src/lib/locale/locale.ts';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { resolveRelatedNames, validateEntries } from '../../../../src/lib/content/validate.ts';
import { FIXTURES, ROOT, readProjectFile } from '../../support.ts';

const dir = `${FIXTURES}/raw`;
const topics = loadTopics(join(ROOT, 'content'));
const run = () =>
  runImport({
    manifest: parseManifest(readProjectFile(`${dir}/manifest.yaml`), `${dir}/manifest.yaml`),
    topics,
    sourcesDir: dir,
    read: (file) => readProjectFile(`${dir}/${file}`),
  });
const result = run();

describe('import of the raw-format fixtures', () => {
  it('writes one file per topic and locale, the duplicate ru entry merged', () => {
    expect([...result.files.keys()]).toEqual([
      'en/component-limitations.md',
      'en/producing-units.md',
      'ko/commodities.md',
      'ko/space-cannon.md',
      'ru/component-limitations.md',
    ]);
    expect(result.defects.filter((d) => d.kind === 'duplicate').map((d) => d.file)).toEqual([`${dir}/gitbook-text.txt`]);
  });

  it('writes files that parse back and validate without errors', () => {
    const d = new Diagnostics();
    const entries = [...result.files].map(([path, text]) => {
      const locale = path.split('/')[0];
      if (!isLocale(locale)) throw new Error(path);
      const parsed = parseEntry(text, `content/${path}`, locale);
      d.merge(parsed.diagnostics);
      return parsed.entry!;
    });
    validateEntries(resolveRelatedNames(entries), topics, d);
    expect(d.errors).toEqual([]);
    expect(d.warnings.map((w) => w.message)).toEqual(
      expect.arrayContaining(['numbering gap: 42.1 missing before 42.2', 'related topic "작전 단계" matches no topic id']),
    );
  });

  it('writes the content format: numbers before sub-rules, locale headings, links to ids', () => {
    const ru = result.files.get('ru/component-limitations.md')!;
    expect(ru).toContain('\n49.3 **ОТРЯДЫ:** количество отрядов ограничено.\n\n- а) ');
    expect(ru).toContain('## Комментарии\n\n1. Первая заметка.\n2. Вторая заметка.\n');
    expect(ru).toContain('## См. также\n\n- [Жетоны пехоты](infantry-tokens)\n- [Производство отрядов](producing-units)\n');
    expect(result.files.get('en/component-limitations.md')).toContain('\n23.3 Units: Units are limited to those included in the game.\n\n1. When a player');
  });

  it('repairs the Korean related topics only where one reading fits', () => {
    expect(result.files.get('ko/space-cannon.md')).toContain('- [공격자](attacker)\n- [활성 성계](active-system)\n');
    expect(result.files.get('ko/commodities.md')).toContain('- [거래](transactions)\n- [무역품](trade-goods)\n- 작전 단계\n');
    expect(result.defects.filter((d) => d.kind.startsWith('name-')).map((d) => `${d.line} ${d.kind}`)).toEqual([
      '26 name-completed',
      '41 name-split',
      '41 name-unresolved',
    ]);
  });

  it('lists every source in the report, the duplicate as none', () => {
    expect(result.report).toContain(`| \`${dir}/gitbook-text.txt\` | ru | gitbook-text | none (duplicate) | 0 | 0 | 6 |`);
    expect(result.report).toContain(`| \`${dir}/pdf-glossary.txt\` | ko | pdf-glossary | ko/commodities (42), ko/space-cannon (41) | 5 | 0 | 9 |`);
    expect(result.report).toContain('- ko: 2 entries, 5 sub-rules, 0 notes');
  });

  it('gives the same result on a second run', () => {
    const again = run();
    expect([...again.files]).toEqual([...result.files]);
    expect(again.report).toBe(result.report);
  });
});
