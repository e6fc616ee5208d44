/** `npm run import` over sources/: the same content/ byte for byte, every time, with every defect reported. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTopics } from '../../../src/pipeline/content-loader.ts';
import { runImport, type ImportResult } from '../../../src/lib/import/importer.ts';
import { parseManifest } from '../../../src/lib/import/manifest.ts';
import { LOCALES } from '../../../src/lib/locale/locale.ts';
import { ROOT, readProjectFile } from '../support.ts';

function importSources(): ImportResult {
  return runImport({
    manifest: parseManifest(readProjectFile('sources/manifest.yaml'), 'sources/manifest.yaml'),
    topics: loadTopics(join(ROOT, 'content')),
    sourcesDir: 'sources',
    read: (file) => readProjectFile(`sources/${file}`),
  });
}

let result: ImportResult;
beforeAll(() => {
  result = importSources();
}, 60_000);

const defect = (file: string, kind: string) =>
  result.defects.filter((d) => d.file === `sources/seeds/${file}` && d.kind === kind).map((d) => `${d.line}: ${d.message}`);

describe('the import of sources/', () => {
  it('writes exactly the entry files of content/, byte for byte', () => {
    // The current text per locale, and the earlier editions (content/editions/, with their index).
    const editions = readdirSync(join(ROOT, 'content', 'editions'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(md|yaml)$/.test(f))
      .map((f) => `editions/${f}`);
    // Entries and rulings pages (content/<locale>/factions/, …/components/); a vocabulary beside them is not imported.
    const entries = LOCALES.flatMap((l) =>
      readdirSync(join(ROOT, 'content', l), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => `${l}/${f.split('\\').join('/')}`),
    );
    const onDisk = [...entries, ...editions].sort();
    expect([...result.files.keys()].sort()).toEqual(onDisk);
    for (const path of onDisk) expect(result.files.get(path), path).toBe(readProjectFile(`content/${path}`));
  });

  it('writes the import report of content/, byte for byte', () => {
    expect(result.report).toBe(readProjectFile('content/IMPORT-REPORT.md'));
  });

  it('is deterministic: a second run gives the same files and report', { timeout: 60_000 }, () => {
    const again = importSources();
    expect([...again.files]).toEqual([...result.files]);
    expect(again.report).toBe(result.report);
  });

  it('imports the 40 rulings pages whole: 769 sections, 2,144 numbered notes, each irregularity reported', () => {
    const rulings = [...result.files.keys()].filter((p) => /^en\/(factions|components)\//.test(p));
    expect(rulings).toHaveLength(40);
    expect(result.report).toContain('40 pages, 769 sections, 2144 numbered notes.');
    const of = (file: string, kind: string) => result.defects.filter((d) => d.file === `sources/tirules-wiki-rulings/${file}` && d.kind === kind).map((d) => `${d.line}: ${d.message}`);
    expect(of('factions/F_empyrean.md', 'markup')).toContain('27: a stray </sub> was dropped');
    expect(of('factions/F_nekro.md', 'structure')).toContain('147: an indented block that Markdown reads as code was read as text (its indentation is off by a step)');
    expect(of('components/C_action_cards.md', 'structure')).toContain('25: "Black Market Dealings" has no notes: kept as a heading with none');
    expect(result.files.get('en/factions/nekro.md')).toContain('11. If the Nekro player loses their last ground force');
    expect(result.files.get('en/factions/nekro.md')).toMatch(/\n {4}1\. If the Nekro player uses a \*Direct Hit\* action card to destroy an opponent’s flagship/);
  });

  it('links the rules pages to the rulings pages they name', () => {
    expect(result.files.get('en/action-cards.md')).toContain('[action card component notes page](components/action-cards)');
    expect(result.files.get('en/bombardment.md')).toContain('[L1Z1X faction notes page](factions/lizix)');
    expect(result.defects.filter((d) => d.kind === 'link-unresolved' && /components|factions/.test(d.message))).toEqual([]);
  });

  it('reports the dotless 414 read as 41.4 and the absent 48.1', () => {
    expect(defect('003_b45e6afcf773b966.txt', 'number-normalised')).toContain('297: "414" read as sub-rule 41.4 (the dot is missing; 41.4 is the next number)');
    expect(defect('003_b45e6afcf773b966.txt', 'number-missing')).toEqual([
      '500: sub-rule 48.1 is absent (the text has no sub-rule 48.1 before 48.2); left absent, not invented',
    ]);
  });

  it('reports the trailing dots it removed', () => {
    const [dots] = defect('003_b45e6afcf773b966.txt', 'number-normalised').filter((m) => m.includes('trailing dot'));
    expect(dots).toContain('40.4. (line 267)');
    expect(dots).toContain('54.3. (line 642)');
  });

  it('reports the cut-off intro of en 67 as marked […], not completed', () => {
    expect(defect('004_d6be6684fb0ea0f1.txt', 'truncated')).toEqual([
      '2: text is cut off ("… new units is by resolving the"); marked […], not completed',
    ]);
    // The wiki page gives the same topic whole, and carries more structure: it is the one published.
    expect(defect('004_d6be6684fb0ea0f1.txt', 'duplicate')).toEqual([
      expect.stringMatching(/^1: same entry as sources\/tirules-wiki\/R_producing_units\.md \(en producing-units, 67\); their sub-rule texts agree word for word; kept sources\/tirules-wiki\/R_producing_units\.md/),
    ]);
    expect(result.files.get('en/producing-units.md')).toContain('source: sources/tirules-wiki/R_producing_units.md');
    expect(result.files.get('en/producing-units.md')).not.toContain('[…]');
  });

  it('merges the duplicate 002 into 000 and says so', () => {
    expect(defect('002_f49852b638619b35.txt', 'duplicate')).toEqual([
      expect.stringMatching(/^1: same entry as sources\/seeds\/000_2c88245c6ee7eaf4\.txt \(ru component-limitations, 49\); their sub-rule texts agree word for word; kept sources\/seeds\/000_2c88245c6ee7eaf4\.txt/),
    ]);
    expect(result.files.get('ru/component-limitations.md')).toContain('source: sources/seeds/000_2c88245c6ee7eaf4.txt');
    expect(result.report).toContain('| `sources/seeds/002_f49852b638619b35.txt` | ru | gitbook-text | none (duplicate) | 0 | 0 | 6 |');
  });

  it('reports the noise lines it dropped', () => {
    expect(defect('002_f49852b638619b35.txt', 'noise')).toEqual([
      '2: the title repeated ("49 ОГРАНИЧЕНИЕ НА КОМПОНЕНТЫ") dropped',
      '23: page noise "Last updated" dropped',
      '24: page noise "Was this helpful?" dropped',
    ]);
    expect(defect('003_b45e6afcf773b966.txt', 'noise')).toHaveLength(2);
  });

  it('reports the missing comma it split, the cut-off name it completed and the name it left unresolved', () => {
    expect(defect('003_b45e6afcf773b966.txt', 'name-split')).toEqual([
      '833: ko 61 (fighter-tokens): "보병 토큰 유닛 생산" is two topics with the comma missing: read as "보병 토큰", "유닛 생산"',
    ]);
    expect(defect('003_b45e6afcf773b966.txt', 'name-completed')).toEqual([
      '323: ko 41 (space-cannon): "활성 성" is cut off; the only topic name it begins is "활성 성계" (active-system)',
    ]);
    expect(defect('003_b45e6afcf773b966.txt', 'name-unresolved')).toEqual([
      '183: ko 38 (initiative-order): "작전 단계" matches no topic name in the manifest; left as plain text',
    ]);
  });

  it('reads PDS 671 back as PDS 6기 (the counter 기 taken out of the PDF as 71) and says so', () => {
    expect(defect('003_b45e6afcf773b966.txt', 'misread')).toEqual([
      '395: "PDS 671" read as "PDS 6기": the counter 기 came out of the PDF as "71" (ㄱ as 7, ㅣ as 1); the item above is "우주 항만 3기"',
    ]);
    expect(result.files.get('ko/units.md')).toContain('\n- 우주 항만 3기\n- PDS 6기\n- 구축함 8기\n');
  });

  it('counts the entries per locale in the report', () => {
    expect(result.report).toContain('- ru: 1 entries, 5 sub-rules, 9 notes');
    expect(result.report).toContain('- en: 109 entries, 509 sub-rules, 369 notes');
    expect(result.report).toContain('- ko: 30 entries, 142 sub-rules, 0 notes');
  });
});
