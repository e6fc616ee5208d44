/** The copy menu under each sub-rule number (src/scripts/copy.ts). */
import type { Locale } from '../../lib/locale.ts';

const bundled = {
  ru: {
    copyLink: 'Ссылка',
    quotePlain: 'Цитата (текст)',
    quoteMarkdown: 'Цитата (Markdown)',
    quoteBBCode: 'Цитата (BBCode)',
    copied: 'Скопировано',
    copyFailed: 'Выделено — скопируйте вручную',
  },
  en: {
    copyLink: 'Link',
    quotePlain: 'Quote (plain text)',
    quoteMarkdown: 'Quote (Markdown)',
    quoteBBCode: 'Quote (BBCode)',
    copied: 'Copied',
    copyFailed: 'Selected: copy it by hand',
  },
  ko: {
    copyLink: '링크',
    quotePlain: '인용 (일반 텍스트)',
    quoteMarkdown: '인용 (Markdown)',
    quoteBBCode: '인용 (BBCode)',
    copied: '복사됨',
    copyFailed: '선택됨: 직접 복사하세요',
  },
} satisfies Record<Locale, Record<string, string>>;

/** A language a content folder added brings this group with its pages (Base.astro's #site-locales). */
const added = typeof document === 'undefined' ? undefined : document.getElementById('site-locales')?.textContent;
export const copyStrings: Record<Locale, typeof bundled.en> = { ...bundled, ...(added ? JSON.parse(added).groups.copy : {}) };
