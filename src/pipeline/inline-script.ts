/**
 * A script written into a page's <head> as it is (the Content-Security-Policy allows it by its hash, csp.ts),
 * minified: its comments and names weigh on every visit of the page. esbuild writes "</script" in a string as
 * "<\/script"; what could still upset the element's parsing ("<!--") stops the build.
 */
import { transformSync } from 'esbuild';

const minified = new Map<string, string>();

/** `source` (read from `file`) minified, once a build: every page's head asks for the theme script. */
export function inlineScript(source: string, file: string): string {
  let code = minified.get(source);
  if (code === undefined) {
    code = transformSync(source, { minify: true, target: 'es2020', sourcefile: file }).code.trim();
    if (/<\/script|<!--/i.test(code)) throw new Error(`${file}: an inline script must not hold "</script" or "<!--"`);
    minified.set(source, code);
  }
  return code;
}
