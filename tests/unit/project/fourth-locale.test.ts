/**
 * The fourth-language fixture (tests/fixtures/locale-de) as the content loader reads it: German is registered
 * from the content folder alone; a record missing any field, or strings missing any key, stop the load with a
 * message naming the field or the key. (tests/e2e/fourth-locale.test.ts builds and opens the whole site.)
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/pipeline/content-loader.ts';
import { t } from '../../../src/i18n/ui.ts';
import { LOCALES, localeRecord } from '../../../src/lib/locale/locale.ts';
import { ROOT, SIX_TOPICS } from '../support.ts';

const FIXTURE = join(ROOT, 'tests/fixtures/locale-de');
const RECORD = (JSON.parse(readFileSync(join(FIXTURE, 'locales.json'), 'utf8')) as Record<string, unknown>[])[0];
const STRINGS = JSON.parse(readFileSync(join(FIXTURE, 'strings/de.json'), 'utf8')) as Record<string, Record<string, string>>;
const scratch = mkdtempSync(join(tmpdir(), 'lrr-locale-de-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the fixture with its record and strings changed by `edit`; the error its load throws. */
function loadError(name: string, edit: (record: Record<string, unknown>, strings: Record<string, Record<string, string>>) => void): string {
  const dir = join(scratch, name);
  cpSync(FIXTURE, dir, { recursive: true });
  const record = structuredClone(RECORD);
  const strings = structuredClone(STRINGS);
  edit(record, strings);
  writeFileSync(join(dir, 'locales.json'), JSON.stringify([record]));
  writeFileSync(join(dir, 'strings/de.json'), JSON.stringify(strings));
  try {
    loadContent(dir, { root: scratch, topicsFile: SIX_TOPICS });
  } catch (error) {
    return (error as Error).message;
  }
  return 'loaded';
}

describe('a fourth language from the content folder', () => {
  for (const field of Object.keys(RECORD)) {
    it(`a record without ${field} stops the load, naming the field`, () => {
      // Without its code a record is named by its place alone.
      const label = field === 'code' ? 'locales.json[0]' : 'locales.json[0] "de"';
      expect(loadError(`no-${field}`, (record) => delete record[field])).toContain(`no-${field}/${label}: ${field} is missing`);
    });
  }

  it('strings missing a key stop the load, naming the key', () => {
    expect(loadError('no-string', (_, strings) => delete strings.copy.copied)).toBe('no-string/strings/de.json: missing interface strings for de: copy.copied');
  });

  it('the fixture loads: German is a published language with its entries, record and strings', () => {
    const { glossary, diagnostics } = loadContent(FIXTURE, { root: ROOT, topicsFile: SIX_TOPICS });
    expect(diagnostics.errors).toEqual([]);
    expect(LOCALES).toEqual(['ru', 'en', 'ko', 'de']);
    expect(glossary.entries('de').map((e) => e.title)).toEqual(['Komponentenbeschränkungen', 'Einheiten']);
    expect(localeRecord('de').ogLocale).toBe('de_DE');
    expect(t('de', 'glossary')).toBe('Glossar');
  });
});
