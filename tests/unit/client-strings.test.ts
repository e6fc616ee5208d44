// The UI strings client scripts bundle (src/i18n/client/): every language has every string of its group, and
// the one dictionary (ui.ts) serves the same texts to the templates.
import { describe, expect, it } from 'vitest';
import { copyStrings } from '../../src/i18n/client/copy.ts';
import { previewStrings } from '../../src/i18n/client/preview.ts';
import { languageNames, searchStrings } from '../../src/i18n/client/search.ts';
import { updateStrings } from '../../src/i18n/client/update.ts';
import { t, type UiKey } from '../../src/i18n/ui.ts';
import { LOCALES } from '../../src/lib/locale.ts';

const groups = { copyStrings, previewStrings, searchStrings, updateStrings } as Record<string, Record<string, Record<string, string>>>;

describe('client string groups', () => {
  for (const [name, group] of Object.entries(groups)) {
    it(`${name}: the same keys, none empty, in ru, en and ko`, () => {
      const keys = Object.keys(group.en).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        expect(Object.keys(group[locale]).sort(), locale).toEqual(keys);
        for (const key of keys) expect(group[locale][key].trim(), `${locale} ${key}`).not.toBe('');
      }
    });
    it(`${name}: ui.ts gives the templates the same texts`, () => {
      for (const locale of LOCALES) for (const [key, text] of Object.entries(group[locale])) expect(t(locale, key as UiKey)).toBe(text);
    });
  }
  it('language names are in their own language', () => {
    expect(languageNames).toEqual({ ru: 'Русский', en: 'English', ko: '한국어' });
    for (const locale of LOCALES) expect(t(locale, 'languageName')).toBe(languageNames[locale]);
  });
});
