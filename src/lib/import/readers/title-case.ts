/** Titles that a source writes in capitals ("ОГРАНИЧЕНИЕ НА КОМПОНЕНТЫ") in the case the other sources use. */
export function sentenceCase(title: string, locale: string): string {
  const letters = [...title].filter((c) => c.toLocaleLowerCase(locale) !== c.toLocaleUpperCase(locale));
  const allCaps = letters.length > 1 && letters.every((c) => c === c.toLocaleUpperCase(locale));
  if (!allCaps) return title;
  const lower = title.toLocaleLowerCase(locale);
  return lower.charAt(0).toLocaleUpperCase(locale) + lower.slice(1);
}
