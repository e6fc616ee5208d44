/** The page scripts made async (src/pipeline/module-scripts.ts). */
import { describe, expect, it } from 'vitest';
import { asyncModuleScripts, asyncPages } from '../../../src/pipeline/module-scripts.ts';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><script>theme()</script>' +
  '<script type="application/json" id="data">{"a":"<script type=module src=x>"}</script></head><body>' +
  '<p data-x="<script type=module src=y>">text</p>' +
  '<template data-controls-script><script type="module" src="/_astro/controls.js"></script></template>' +
  '<SCRIPT type="module" src="/_astro/compare.js"></SCRIPT>' +
  '<script async type="module" src="/_astro/already.js"></script>' +
  '<script type="module" src="/_astro/page.js"></script></body></html>';

describe('asyncModuleScripts', () => {
  it('marks each external module script async, and nothing else: not a script in a <template>, text that looks like one, an inline or data script', () => {
    const out = asyncModuleScripts(PAGE, 'p.html');
    expect(out).toBe(
      PAGE.replace('<SCRIPT type="module" src="/_astro/compare.js">', '<SCRIPT async type="module" src="/_astro/compare.js">').replace(
        '<script type="module" src="/_astro/page.js">',
        '<script async type="module" src="/_astro/page.js">',
      ),
    );
    // Once is enough: a second pass changes nothing.
    expect(asyncModuleScripts(out, 'p.html')).toBe(out);
  });

  it('leaves a page without module scripts as it is', () => {
    const page = '<!DOCTYPE html><html><head><title>t</title></head><body><p>x</p></body></html>';
    expect(asyncModuleScripts(page)).toBe(page);
  });

  it('asyncPages: every page but the 404 pages, whose inline script swaps the language before the deferred scripts run', () => {
    expect(asyncPages(['index.html', '404.html', 'ru/404.html', 'ru/component-limitations/index.html', 'en/404-tips/index.html'])).toEqual([
      'index.html',
      'ru/component-limitations/index.html',
      'en/404-tips/index.html',
    ]);
  });
});
