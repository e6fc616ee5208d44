/** The reference preview popover (src/scripts/previews.ts). */
import type { Locale } from '../../lib/locale.ts';

const bundled = {
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

/** A language a content folder added brings this group with its pages (Base.astro's #site-locales). */
const added = typeof document === 'undefined' ? undefined : document.getElementById('site-locales')?.textContent;
export const previewStrings: Record<Locale, typeof bundled.en> = { ...bundled, ...(added ? JSON.parse(added).groups.preview : {}) };
