/** The service worker's page for a page not saved yet, without a network (src/scripts/offline-worker.ts). */
import type { Locale } from '../../lib/locale.ts';

const bundled = {
  ru: { title: 'Нет сети', text: 'Эта страница ещё не сохранена для работы без сети. Сохранены страницы на вашем языке и те, что вы уже открывали.', home: 'Оглавление' },
  en: { title: 'Offline', text: 'This page has not been saved for offline use yet. Pages in your language and pages you have opened are saved.', home: 'Contents' },
  ko: { title: '오프라인', text: '이 페이지는 아직 오프라인용으로 저장되지 않았습니다. 사용하는 언어의 페이지와 이미 연 페이지는 저장되어 있습니다.', home: '목차' },
} satisfies Record<Locale, Record<'title' | 'text' | 'home', string>>;

/** A language a content folder added brings this group with its pages (Base.astro's #site-locales). */
const added = typeof document === 'undefined' ? undefined : document.getElementById('site-locales')?.textContent;
export const offlineStrings: Record<Locale, typeof bundled.en> = { ...bundled, ...(added ? JSON.parse(added).groups.offline : {}) };
