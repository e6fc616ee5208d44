/** The locale records: every shipped language's record passes the schema, and a record missing any field fails naming it. */
import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '../../../../src/lib/locale/locale-records.ts';
import { collatorFor, LOCALES, localeRecord } from '../../../../src/lib/locale/locale.ts';
import { localeRecordProblems, OPTIONAL_FIELDS, parseLocaleRecord } from '../../../../src/lib/locale/locale-schema.ts';

const ko = SHIPPED_LOCALES[2] as unknown as Record<string, unknown>;

describe('locale records', () => {
  it('the shipped languages, in the order of the language switch', () => {
    expect(LOCALES).toEqual(['ru', 'en', 'ko']);
    for (const record of SHIPPED_LOCALES) expect(localeRecordProblems(record)).toEqual([]);
    expect(localeRecord('ko')).toMatchObject({ ogLocale: 'ko_KR', stemmer: 'korean-particles', particles: 'korean' });
    expect(() => localeRecord('xx')).toThrow(/unknown locale "xx"/);
  });

  for (const field of Object.keys(ko).filter((f) => !OPTIONAL_FIELDS.has(f))) {
    it(`a record without ${field} is refused, naming the field`, () => {
      const { [field]: _, ...rest } = ko;
      expect(localeRecordProblems(rest)).toContainEqual(expect.stringContaining(`${field} is missing`));
      expect(() => parseLocaleRecord(rest, 'content/locales.json[0]')).toThrow(new RegExp(`content/locales\\.json\\[0\\].*: ${field} is missing`));
    });
  }

  it('a record may leave out answerKinds, but not give one of them half', () => {
    const { answerKinds: _, ...rest } = ko;
    expect(localeRecordProblems(rest)).toEqual([]);
    expect(localeRecordProblems({ ...ko, answerKinds: [{ asks: ['몇'] }] })).toEqual([expect.stringContaining('answerKinds must be a list of objects with "asks" and "answers"')]);
  });

  it('bad values and unknown fields are named too', () => {
    expect(localeRecordProblems({ ...ko, stemmer: 'porter', ogLocale: 'ko-KR', colour: 'red' })).toEqual([
      'locale record "ko": ogLocale must look like "de_DE"',
      'locale record "ko": stemmer must be one of snowball-russian, english-light, korean-particles, none',
      'locale record "ko": unknown field colour',
    ]);
  });

  it("the collator follows the record's collation", () => {
    expect(['б', 'а', 'в'].sort(collatorFor('ru').compare)).toEqual(['а', 'б', 'в']);
  });
});
