import { describe, expect, it } from 'vitest';
import {
  canHide,
  defaultPrefs,
  displayedLocales,
  moveLocale,
  NARROW_MAX,
  parsePrefs,
  serializePrefs,
  setHidden,
  visibleLocales,
  type ComparePrefs,
} from '../../../../src/lib/compare/compare-prefs.ts';

const prefs = (order: ComparePrefs['order'], hidden: ComparePrefs['hidden'] = []): ComparePrefs => ({ order, hidden });

describe('parsePrefs', () => {
  it('gives every locale in LOCALES order, none hidden, when nothing usable is stored', () => {
    for (const raw of [null, undefined, '', 'not json', '42', 'null', '"ru"', '[]', '{"order":"ru"}'])
      expect(parsePrefs(raw)).toEqual({ order: ['ru', 'en', 'ko'], hidden: [] });
  });

  it('reads back what serializePrefs wrote', () => {
    const p = prefs(['ko', 'en', 'ru'], ['ru']);
    expect(parsePrefs(serializePrefs(p))).toEqual(p);
  });

  it('drops unknown and repeated locales and appends the missing ones', () => {
    expect(parsePrefs('{"order":["ko","de","ko",7],"hidden":["fr","en","en"]}')).toEqual({ order: ['ko', 'ru', 'en'], hidden: ['en'] });
  });

  it('hides none rather than every locale', () => {
    expect(parsePrefs('{"order":["en","ru","ko"],"hidden":["ru","en","ko"]}')).toEqual({ order: ['en', 'ru', 'ko'], hidden: [] });
  });
});

describe('moveLocale', () => {
  it('swaps a locale with its neighbour', () => {
    expect(moveLocale(defaultPrefs(), 'en', -1).order).toEqual(['en', 'ru', 'ko']);
    expect(moveLocale(defaultPrefs(), 'en', 1).order).toEqual(['ru', 'ko', 'en']);
  });

  it('keeps the hidden list in the new order', () => {
    expect(moveLocale(prefs(['ru', 'en', 'ko'], ['ru', 'ko']), 'ko', -1)).toEqual({ order: ['ru', 'ko', 'en'], hidden: ['ru', 'ko'] });
  });

  it('leaves the prefs as they are at either end', () => {
    const p = defaultPrefs();
    expect(moveLocale(p, 'ru', -1)).toBe(p);
    expect(moveLocale(p, 'ko', 1)).toBe(p);
  });
});

describe('setHidden', () => {
  it('hides and shows a locale', () => {
    const hidden = setHidden(defaultPrefs(), 'en', true);
    expect(hidden.hidden).toEqual(['en']);
    expect(visibleLocales(hidden)).toEqual(['ru', 'ko']);
    expect(setHidden(hidden, 'en', false).hidden).toEqual([]);
  });

  it('refuses to hide the last shown locale', () => {
    const p = prefs(['ru', 'en', 'ko'], ['ru', 'ko']);
    expect(canHide(p, 'en')).toBe(false);
    expect(setHidden(p, 'en', true)).toBe(p);
    expect(canHide(defaultPrefs(), 'en')).toBe(true);
    expect(canHide(p, 'ru')).toBe(false);
  });
});

describe('displayedLocales', () => {
  it('shows every shown locale that has the topic on a wide screen, in order, and no empty column', () => {
    expect(displayedLocales(prefs(['ko', 'ru', 'en'], ['ru']), ['ru', 'en'])).toEqual(['en']);
    expect(displayedLocales(defaultPrefs(), ['ru', 'en'])).toEqual(['ru', 'en']);
    expect(displayedLocales(prefs(['ko', 'en', 'ru']), ['ru', 'en', 'ko'])).toEqual(['ko', 'en', 'ru']);
  });

  it('shows on a phone the first two shown locales that have the topic', () => {
    expect(NARROW_MAX).toBe(2);
    // producing-units: ru has no entry, so en and ko.
    expect(displayedLocales(defaultPrefs(), ['en', 'ko'], NARROW_MAX)).toEqual(['en', 'ko']);
    // component-limitations with ko moved first: ko lacks it, so en and ru in the reader's order.
    expect(displayedLocales(prefs(['ko', 'en', 'ru']), ['ru', 'en'], NARROW_MAX)).toEqual(['en', 'ru']);
    // A topic only ko has: ko alone.
    expect(displayedLocales(defaultPrefs(), ['ko'], NARROW_MAX)).toEqual(['ko']);
  });

  it('shows the locales that have the topic when every shown one lacks it', () => {
    const onlyRuEn = prefs(['ru', 'en', 'ko'], ['ko']);
    expect(displayedLocales(onlyRuEn, ['ko'])).toEqual(['ko']);
    expect(displayedLocales(onlyRuEn, ['ko'], NARROW_MAX)).toEqual(['ko']);
  });
});
