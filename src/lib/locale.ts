/** The languages the reference is published in, and what the content format says per language. */
export const LOCALES = ['ru', 'en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Section headings (level 2) that the content format recognises in an entry body. */
export const SECTION_HEADINGS: Record<Locale, { notes: string; related: string }> = {
  ru: { notes: 'Комментарии', related: 'См. также' },
  en: { notes: 'Notes', related: 'Related Topics' },
  ko: { notes: '참고 사항', related: '연관 주제' },
};

const collators = new Map<Locale, Intl.Collator>();

/** The locale's alphabetical order, for the glossary index. */
export function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}
