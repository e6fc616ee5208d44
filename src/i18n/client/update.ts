/** The prompt to reload for a new deployment (src/scripts/update-prompt.ts). */
import type { Locale } from '../../lib/locale.ts';

const bundled = {
  ru: {
    newVersion: 'Доступна новая версия правил.',
    reload: 'Обновить',
  },
  en: {
    newVersion: 'A new version of the rules is available.',
    reload: 'Reload',
  },
  ko: {
    newVersion: '새 버전의 규칙이 있습니다.',
    reload: '새로 고침',
  },
} satisfies Record<Locale, Record<string, string>>;

/** A language a content folder added brings this group with its pages (Base.astro's #site-locales). */
const added = typeof document === 'undefined' ? undefined : document.getElementById('site-locales')?.textContent;
export const updateStrings: Record<Locale, typeof bundled.en> = { ...bundled, ...(added ? JSON.parse(added).groups.update : {}) };
