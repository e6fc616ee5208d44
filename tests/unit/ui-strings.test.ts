/**
 * The interface strings (src/i18n/<locale>.ts for pages and graphs, src/i18n/client/<script>.ts for the client
 * scripts): every language has every key of English, none empty and none extra; every key is used somewhere in
 * the code; the client groups and `t` serve the same texts; and a language's strings with a key missing are
 * refused with that key's name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyStrings } from '../../src/i18n/client/copy.ts';
import { offlineStrings } from '../../src/i18n/client/offline.ts';
import { previewStrings } from '../../src/i18n/client/preview.ts';
import { languageNames, searchStrings } from '../../src/i18n/client/search.ts';
import { updateStrings } from '../../src/i18n/client/update.ts';
import { missingStrings, registerStrings, t, uiStrings, type UiGroup, type UiKey } from '../../src/i18n/ui.ts';
import { LOCALES, localeRecord } from '../../src/lib/locale.ts';
import { ROOT } from './support.ts';

/** Where the strings are written, not used. */
const STRINGS_FILE = /^src\/i18n\/(?:[a-z]{2,3}|client\/\w+)\.ts$/;

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

  it('the client groups and t() serve the same texts', () => {
    const groups = { copy: copyStrings, preview: previewStrings, search: searchStrings, update: updateStrings };
    for (const locale of LOCALES) {
      for (const [group, byLocale] of Object.entries(groups)) {
        expect(byLocale[locale], `${group} ${locale}`).toEqual(uiStrings(locale)[group as keyof typeof groups]);
        for (const [key, text] of Object.entries(byLocale[locale])) expect(t(locale, key as UiKey)).toBe(text);
      }
      expect(offlineStrings[locale]).toEqual(uiStrings(locale).offline);
    }
  });

  it('language names come from the locale records, each in its own language', () => {
    expect(languageNames).toEqual({ ru: 'Русский', en: 'English', ko: '한국어' });
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
