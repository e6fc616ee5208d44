/** One URL per page type of the site, for the browser checks (axe, CSP). Optional pages may be missing from dist/. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './browser.ts';

export interface PageType {
  name: string;
  /** The URL path to open. */
  path: string;
  /** The dist/ file it serves (the 404 page is served for any unknown path). */
  file: string;
  /** Pages another issue is still writing: skipped, with a message, while their file is not in dist/. */
  optional?: boolean;
}

export const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/', file: 'index.html' },
  { name: 'ru index', path: '/ru/', file: 'ru/index.html' },
  { name: 'ru entry', path: '/ru/component-limitations/', file: 'ru/component-limitations/index.html' },
  { name: 'en entry', path: '/en/component-limitations/', file: 'en/component-limitations/index.html' },
  { name: 'ko entry', path: '/ko/producing-units/', file: 'ko/producing-units/index.html' },
  { name: 'not translated', path: '/ko/component-limitations/', file: 'ko/component-limitations/index.html' },
  { name: '404', path: '/no-such-page/', file: '404.html' },
  { name: 'rule number', path: '/ru/49.4/', file: 'ru/49.4/index.html' },
  { name: 'compare', path: '/en/compare/component-limitations/', file: 'en/compare/component-limitations/index.html', optional: true },
  { name: 'compare, a further page', path: '/ru/compare/space-combat/2/', file: 'ru/compare/space-combat/2/index.html' },
  { name: 'translations', path: '/en/translations/', file: 'en/translations/index.html', optional: true },
  { name: 'graph', path: '/ru/graph/', file: 'ru/graph/index.html', optional: true },
  // Rulings.
  { name: 'rulings index', path: '/ko/rulings/', file: 'ko/rulings/index.html' },
  { name: 'faction rulings', path: '/en/factions/nekro/', file: 'en/factions/nekro/index.html' },
  { name: 'component rulings, a further part', path: '/en/components/action-cards/3/', file: 'en/components/action-cards/3/index.html' },
  { name: 'rulings fallback page', path: '/ru/components/action-cards/', file: 'ru/components/action-cards/index.html' },
  // Editions.
  { name: 'old edition topic', path: '/en/lrr-1.3/movement/', file: 'en/lrr-1.3/movement/index.html', optional: true },
  { name: 'old rule number', path: '/en/lrr-1.3/49.4/', file: 'en/lrr-1.3/49.4/index.html', optional: true },
  { name: 'changes between editions', path: '/en/changes/lrr-1.3/lrr-2.0/', file: 'en/changes/lrr-1.3/lrr-2.0/index.html', optional: true },
  { name: 'editions index', path: '/en/changes/', file: 'en/changes/index.html', optional: true },
];

/** Why a page type cannot be checked yet, or null when its file is in dist/. */
export function missingReason(type: PageType): string | null {
  if (existsSync(join(DIST, type.file))) return null;
  return `${type.path}: dist/${type.file} is not built yet (another issue adds it); check skipped until it exists`;
}

/** Console errors and uncaught exceptions of a page, with the URL each one is about. */
export function collectErrors(page: import('playwright-core').Page): { text: string; url: string }[] {
  const errors: { text: string; url: string }[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push({ text: m.text(), url: m.location().url });
  });
  page.on('pageerror', (e) => errors.push({ text: e.message, url: '' }));
  return errors;
}

/** The errors left once the one a 404 page logs for its own document (status 404, as it should be) is set aside. */
export function unexpectedErrors(errors: { text: string; url: string }[], documentUrl: string, status: number | undefined): string[] {
  return errors.filter((e) => !(status === 404 && e.url === documentUrl && /status of 404/.test(e.text))).map((e) => `${e.text} (${e.url || 'page'})`);
}
