/** The prompt to reload for a new deployment (src/scripts/update-prompt.ts). */
import type { Locale } from '../../lib/locale.ts';

export const updateStrings = {
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
