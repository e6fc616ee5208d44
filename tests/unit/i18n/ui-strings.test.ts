/**
 * The interface strings (src/i18n/<locale>.ts, every group): every language has every key of English, none empty
 * and none extra; every key is used somewhere in the code; the client scripts' modules (virtual:strings/<group>)
 * and `t` serve the same texts, and an added language's group comes from the page; and a language's strings with
 * a key missing are refused with that key's name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_GROUPS, missingStrings, registerStrings, t, uiStrings, type UiGroup, type UiKey } from '../../../src/i18n/ui.ts';
import { clientStringsSource } from '../../../src/pipeline/vite/client-strings.ts';
import { searchLanguageNames } from '../../../src/client/search-languages.ts';
import { LOCALES, localeRecord } from '../../../src/lib/locale/locale.ts';
import { ROOT } from '../support.ts';

/** Where the strings are written, not used. */
const STRINGS_FILE = /^src\/i18n\/[a-z]{2,3}\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(`${dir}/${d.name}`) : /\.(ts|astro)$/.test(d.name) ? [`${dir}/${d.name}`] : [],
  );
}

describe('interface strings', () => {
  it('every language has every key of English, none empty, none extra', () => {
    for (const locale of LOCALES) {
      const strings = uiStrings(locale);
      expect(missingStrings(strings), locale).toEqual([]);
      for (const [group, keys] of Object.entries(strings)) {
        expect(Object.keys(keys).sort(), `${locale} ${group}`).toEqual(Object.keys(uiStrings('en')[group as UiGroup]).sort());
      }
    }
  });

  it('every key is used by the code', () => {
    const code = sourceFiles('src')
      .filter((f) => !STRINGS_FILE.test(f))
      .map((f) => readFileSync(join(ROOT, f), 'utf8'))
      .join('\n');
    const unused = Object.entries(uiStrings('en')).flatMap(([group, keys]) =>
      Object.keys(keys)
        .filter((key) => {
          if (new RegExp(`\\b${key}\\b`).test(code)) return false;
          // A key chosen at run time: `fallbackLanguage_${…}`.
          const prefix = /^(.*_)[a-z]+$/.exec(key)?.[1];
          return !(prefix && code.includes(`${prefix}\${`));
        })
        .map((key) => `${group}.${key}`),
    );
    expect(unused).toEqual([]);
  });

  /** The module a client script imports, run as the browser would: `page` is the page's #site-locales, if any. */
  function clientModule(group: string, page?: unknown): { strings: Record<string, Record<string, string>>; addedRecords: () => unknown[] } {
    const document = page === undefined ? undefined : { getElementById: (id: string) => (id === 'site-locales' ? { textContent: JSON.stringify(page) } : null) };
    const source = clientStringsSource(group).replace(/^export const (\w+) =/gm, 'exports.$1 =').replace(/^export function (\w+)/gm, 'exports.$1 = function $1');
    const exports: Record<string, unknown> = {};
    new Function('document', 'exports', source)(document, exports);
    return exports as ReturnType<typeof clientModule>;
  }

  it('the client modules and t() serve the same texts', () => {
    for (const group of CLIENT_GROUPS) {
      const { strings, addedRecords } = clientModule(group);
      expect(addedRecords()).toEqual([]);
      for (const locale of LOCALES) {
        expect(strings[locale], `${group} ${locale}`).toEqual(uiStrings(locale)[group]);
        if (group !== 'offline') for (const [key, text] of Object.entries(strings[locale]!)) expect(t(locale, key as UiKey)).toBe(text);
      }
    }
    expect(() => clientStringsSource('page')).toThrow(/virtual:strings\/page: no such client group/);
  });

  it("a page in an added language brings its group and its record to the client modules", () => {
    const record = { ...localeRecord('en'), code: 'de', name: 'Deutsch' };
    const { strings, addedRecords } = clientModule('copy', { records: [record], groups: { copy: { de: { copyLink: 'Verweis' } } } });
    expect(strings.de).toEqual({ copyLink: 'Verweis' });
    expect(strings.en).toEqual(uiStrings('en').copy);
    expect(addedRecords()).toEqual([record]);
  });

  it('language names come from the locale records, each in its own language', () => {
    expect(searchLanguageNames([])).toEqual({ ru: 'Русский', en: 'English', ko: '한국어' });
    for (const locale of LOCALES) expect(t(locale, 'languageName')).toBe(localeRecord(locale).name);
  });

  it("a language's strings with a key missing are refused, naming the key", () => {
    const strings = structuredClone(uiStrings('en')) as Record<string, Record<string, string>>;
    delete strings.search.searchNone;
    strings.page.glossary = ' ';
    expect(missingStrings(strings)).toEqual(['page.glossary', 'search.searchNone']);
    expect(() => registerStrings('de', strings, 'content/strings/de.json')).toThrow(/content\/strings\/de\.json: missing interface strings for de: page\.glossary, search\.searchNone/);
  });
});
