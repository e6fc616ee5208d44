/**
 * The site's machine-readable files: sitemap.xml (home, entry, coverage and comparison pages, with hreflang
 * alternates), robots.txt, the web app manifest.
 */
import type { Glossary } from '../content/glossary.ts';
import { LOCALES } from '../locale/locale.ts';
import { comparePath, entryPath, homePath, localePath, translationsPath } from './routes.ts';
import { escapeXml } from './escape.ts';

export function sitemapXml(glossary: Glossary, base: string, site: string | URL): string {
  const abs = (path: string) => escapeXml(new URL(path, site).href);
  const urls: string[] = [];
  const add = (alternates: { lang: string; path: string }[]) => {
    for (const { path } of alternates) {
      const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.lang}" href="${abs(a.path)}"/>`).join('');
      urls.push(`<url><loc>${abs(path)}</loc>${alternates.length > 1 ? links : ''}</url>`);
    }
  };
  add(LOCALES.map((l) => ({ lang: l, path: localePath(base, l) })));
  add(LOCALES.map((l) => ({ lang: l, path: translationsPath(base, l) })));
  for (const id of glossary.presentTopicIds()) {
    add(glossary.localesOf(id).map((l) => ({ lang: l, path: entryPath(base, l, id) })));
    add(LOCALES.map((l) => ({ lang: l, path: comparePath(base, id, undefined, l) })));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt; it names the sitemap only when the site URL is known (there is no sitemap without it). */
export function robotsTxt(base: string, site: string | URL | undefined): string {
  return `User-agent: *\nAllow: /\n${site ? `\nSitemap: ${new URL(`${homePath(base)}sitemap.xml`, site).href}\n` : ''}`;
}

export function webManifest(base: string): string {
  const root = homePath(base);
  return `${JSON.stringify(
    {
      name: 'Twilight Imperium 4: Rules Reference',
      short_name: 'TI4 Rules',
      description: 'The TI4 Living Rules Reference in Russian, English and Korean, offline after the first visit.',
      lang: 'en',
      start_url: root,
      scope: root,
      display: 'standalone',
      background_color: '#fafaf9',
      theme_color: '#1c1917',
      icons: [
        { src: `${root}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `${root}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
        { src: `${root}icons/icon-512-maskable.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: `${root}icon.svg`, sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`;
}
