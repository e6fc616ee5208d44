/** The reference preview popover (src/scripts/previews.ts). */
import type { Locale } from '../../lib/locale.ts';

export const previewStrings = {
  ru: {
    previewOpen: 'Открыть',
  },
  en: {
    previewOpen: 'Open',
  },
  ko: {
    previewOpen: '열기',
  },
} satisfies Record<Locale, Record<string, string>>;
