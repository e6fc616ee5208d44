/**
 * The rulings pages on the built site: every heading and numbered note of the 40 wiki pages has its address, a
 * note's address opens it highlighted on a phone (from the first part too), the copy menu quotes it, Russian and
 * Korean show fallback pages, and the rules pages' links to the rulings resolve.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/pipeline/content-loader.ts';
import { allNotes, rulingKey } from '../../src/lib/rulings/ruling.ts';
import { rulingParts } from '../../src/lib/views/ruling-parts.ts';
import { DIST, firstTouch, phonePage, useSite } from './browser.ts';

const site = useSite();
const { glossary } = loadContent(join(import.meta.dirname, '../../content'));

describe('rulings pages', () => {
  it('give every heading and numbered note of the 40 pages an address, in every language', () => {
    const pages = glossary.rulings.all().filter((p) => p.locale === 'en');
    expect(pages).toHaveLength(40);
    let anchors = 0;
    for (const locale of ['en', 'ru', 'ko'] as const) {
      for (const page of pages) {
        const html = rulingParts(page)
          .map((_, i) => readFileSync(join(DIST, locale, page.kind, page.id, ...(i > 0 ? [String(i + 1)] : []), 'index.html'), 'utf8'))
          .join('');
        for (const section of page.sections) {
          for (const anchor of [section.anchor, ...allNotes(section.notes).map((n) => n.anchor)]) {
            expect(html.includes(` id="${anchor}"`), `${locale} ${rulingKey(page)}#${anchor}`).toBe(true);
            if (locale === 'en') anchors++;
          }
        }
      }
    }
    expect(anchors).toBe(769 + 2144);
  });

  it('/en/factions/nekro/#technology-singularity.4.2 opens that note on a phone, highlighted, from the part that holds it', async () => {
    const { context, page } = await phonePage(site.browser);
    await page.goto(site.url('/en/factions/nekro/#technology-singularity.4.2'));
    await page.waitForURL(/\/en\/factions\/nekro\/\d+\/#technology-singularity\.4\.2$/);
    const note = page.locator('li.sub-rule:has(> div > h4[id="technology-singularity.4.2"])');
    await note.waitFor();
    expect(await note.evaluate((li) => getComputedStyle(li).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const box = await note.boundingBox();
    expect(box!.y).toBeGreaterThan(40);
    expect(box!.y).toBeLessThan(740);
    // The section's own address opens its heading.
    await page.goto(site.url('/en/factions/nekro/#technology-singularity'));
    expect(await page.locator('h2:target').textContent()).toBe('Technology Singularity');
    await context.close();
  });

  it('copies a note as a quote named by its section and number, linking to the note', async () => {
    const { context, page } = await phonePage(site.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(site.url('/en/components/action-cards/'));
    const rule = page.locator('li.sub-rule').first();
    await firstTouch(page);
    await expect(rule.locator('button[data-copy-open]').getAttribute('aria-label')).resolves.toBe('Copy the link to Ancient Burial Sites 1');
    await rule.locator('button[data-copy-open]').click();
    await page.locator('#copy-menu button[data-copy="md"]').click();
    await page.locator('#copy-menu .copy-status').filter({ hasText: /\S/ }).waitFor();
    const quote = await page.evaluate(() => navigator.clipboard.readText());
    expect(quote).toMatch(/^> \*\*Ancient Burial Sites 1\*\* Action Cards\n>\n> .*Ancient Burial Sites.* is played before the first agenda is revealed\./);
    expect(quote).toMatch(/\/en\/components\/action-cards\/#ancient-burial-sites\.1$/);
    await context.close();
  });

  it('shows the English rulings on Russian and Korean fallback pages, marked lang="en" and kept out of search engines', async () => {
    for (const path of ['/ru/components/action-cards/', '/ko/factions/nekro/']) {
      const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
      expect(html, path).toContain('data-fallback-notice');
      expect(html, path).toMatch(/<div class="ruling-sections" lang="en"/);
      expect(html, path).toContain('<meta name="robots" content="noindex');
      expect(html, path).toMatch(new RegExp(`<html lang="${path.slice(1, 3)}"`));
    }
  });

  it('are linked from the rules pages that name them, and list what mentions a topic', () => {
    const actionCards = readFileSync(join(DIST, 'en/action-cards/index.html'), 'utf8');
    expect(actionCards).toContain('href="/en/components/action-cards/">action card component notes page</a>');
    expect(readFileSync(join(DIST, 'ru/bombardment/index.html'), 'utf8')).toContain('href="/ru/factions/lizix/"');
    const sustain = readFileSync(join(DIST, 'en/sustain-damage/index.html'), 'utf8');
    expect(sustain).toContain('id="rulings-heading"');
    expect(sustain).toMatch(/href="\/en\/factions\/nekro\/(\d+\/)?#technology-singularity"/);
  });

  it('link a card named in italics to its section, on the part that holds it', () => {
    const html = rulingParts(glossary.rulings.get('en', 'factions', 'nekro')!)
      .map((_, i) => join(DIST, 'en/factions/nekro', ...(i > 0 ? [String(i + 1)] : []), 'index.html'))
      .filter(existsSync)
      .map((f) => readFileSync(f, 'utf8'))
      .join('');
    expect(html).toMatch(/<a href="\/en\/components\/action-cards\/\d+\/#direct-hit"><em>Direct Hit<\/em><\/a>/);
  });

  it('are listed on each language’s rulings index', () => {
    for (const locale of ['en', 'ru', 'ko']) {
      const html = readFileSync(join(DIST, locale, 'rulings/index.html'), 'utf8');
      expect(html.match(/href="\/\w+\/factions\/[a-z-]+\/"/g), locale).toHaveLength(30);
      expect(html.match(/href="\/\w+\/components\/[a-z-]+\/"/g), locale).toHaveLength(10);
    }
  });
});
