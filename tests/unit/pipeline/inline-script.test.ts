import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScript } from '../../../src/pipeline/inline-script.ts';

describe('inlineScript', () => {
  it('minifies: comments and long names go, the code stays', () => {
    const code = inlineScript('(() => {\n  // a comment\n  const longName = document.title;\n  console.log(longName, longName);\n})();\n', 'x.js');
    expect(code).not.toContain('comment');
    expect(code).not.toContain('longName');
    expect(code).toContain('console.log');
  });

  it('never ends its <script> element early: "</script" is escaped, "<!--" refused', () => {
    expect(inlineScript('console.log("</script><p>");', 'x.js')).not.toMatch(/<\/script/i);
    expect(() => inlineScript('console.log("<!--");', 'x.js')).toThrow(/x\.js/);
  });

  it('takes the root 404 page\'s script as it is', () => {
    const source = readFileSync(resolve(import.meta.dirname, '../../../src/client/not-found-language.js'), 'utf8');
    expect(inlineScript(source, 'not-found-language.js').length).toBeLessThan(source.length * 0.7);
  });
});
