// html-validate (html-validate:recommended, exceptions justified in .htmlvalidate.mjs) reports no
// error on the pages of the built site. A sub-rule's number page (/ru/49.4/) is its topic's number page
// (/ru/49/, validated) with another anchor and its rel=expect in its head, made by the same function
// (numberPages): one of them per folder is validated, not the two thousand, which halves this file's time.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { SiteLinks } from '../../tools/link-check.ts';
import { DIST } from './browser.ts';

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const SUB_RULE_NUMBER_PAGE = /^(?:(.*)\/)?\d+\.\d+\/index\.html$/;

/** The pages to validate: all but a sub-rule's number pages, of which the first in each folder. */
function pagesToValidate(pages: string[]): string[] {
  const folders = new Set<string>();
  return pages.filter((page) => {
    const match = SUB_RULE_NUMBER_PAGE.exec(page);
    if (!match) return true;
    const folder = match[1] ?? '';
    if (folders.has(folder)) return false;
    folders.add(folder);
    return true;
  });
}
const format = (file: string, m: Message) => `${file}:${m.line}:${m.column}: ${m.ruleId}: ${m.message} (${m.selector ?? ''})`;

describe('html-validate on dist/', () => {
  it('uses the project configuration: the recommended preset, which catches a real error', async () => {
    const config = await htmlvalidate.getConfigFor(join(DIST, 'index.html'));
    expect(config.getRules().get('wcag/h32')?.[0]).toBe(2);
    const report = await htmlvalidate.validateString('<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div></div></p></body></html>', join(DIST, 'probe.html'));
    expect(report.valid).toBe(false);
  });

  it('every HTML page (a sub-rule\'s number pages by one of them) validates with 0 errors', { timeout: 300_000 }, async () => {
    const all = new SiteLinks(DIST).pages().sort();
    const pages = pagesToValidate(all);
    expect(pages.length).toBeGreaterThan(1000);
    expect(pages.filter((page) => /(^|\/)\d+\/index\.html$/.test(page)).length, 'topic number pages').toBeGreaterThan(300);
    // One sub-rule number page of every folder that has them (each language, edition and rulings page).
    const folders = (list: string[]) => new Set(list.flatMap((page) => SUB_RULE_NUMBER_PAGE.exec(page)?.[1] ?? []));
    expect(folders(pages)).toEqual(folders(all));
    expect(folders(all)).toContain('en/lrr-1.3');
    expect(pages).toContain('en/changes/lrr-1.3/lrr-2.0/index.html');
    const byRule = new Map<string, string[]>();
    for (const page of pages) {
      const report = await htmlvalidate.validateFile(join(DIST, page));
      for (const result of report.results)
        for (const m of result.messages) if (m.severity === 2) byRule.set(m.ruleId, [...(byRule.get(m.ruleId) ?? []), format(page, m)]);
    }
    // One line per rule (how many errors, and the first three), so a failure reads at a glance.
    const summary = [...byRule].map(([rule, errors]) => `${rule} ×${errors.length}: ${errors.slice(0, 3).join(' | ')}`);
    expect(summary, summary.join('\n')).toEqual([]);
  });
});
