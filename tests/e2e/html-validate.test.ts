// html-validate (html-validate:recommended, exceptions justified in .htmlvalidate.mjs) reports no
// error on any page of the built site.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { SiteLinks } from '../../tools/link-check.ts';
import { DIST } from './browser.ts';

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const format = (file: string, m: Message) => `${file}:${m.line}:${m.column}: ${m.ruleId}: ${m.message} (${m.selector ?? ''})`;

describe('html-validate on dist/', () => {
  it('uses the project configuration: the recommended preset, which catches a real error', async () => {
    const config = await htmlvalidate.getConfigFor(join(DIST, 'index.html'));
    expect(config.getRules().get('wcag/h32')?.[0]).toBe(2);
    const report = await htmlvalidate.validateString('<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div></div></p></body></html>', join(DIST, 'probe.html'));
    expect(report.valid).toBe(false);
  });

  it('every HTML page validates with 0 errors', { timeout: 300_000 }, async () => {
    const pages = new SiteLinks(DIST).pages();
    expect(pages.length).toBeGreaterThan(100);
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
