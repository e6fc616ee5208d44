import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../../src/lib/content/diagnostics.ts';
import { loadEditions } from '../../../src/pipeline/edition-loader.ts';

const dir = mkdtempSync(join(tmpdir(), 'lrr-editions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function edition(files: Record<string, string | Buffer>): string {
  const content = mkdtempSync(join(dir, 'content-'));
  mkdirSync(join(content, 'editions/en/lrr-1.3'), { recursive: true });
  writeFileSync(join(content, 'editions/editions.yaml'), '- name: lrr-1.3\n  label: LRR 1.3\n  locale: en\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(content, 'editions/en/lrr-1.3', name), text);
  return content;
}

describe('loadEditions', () => {
  it('reads an edition as the current text is read', () => {
    const content = edition({});
    copyFileSync('content/editions/en/lrr-1.3/movement.md', join(content, 'editions/en/lrr-1.3/movement.md'));
    const [read] = loadEditions(content, content);
    expect(read).toMatchObject({ name: 'lrr-1.3', label: 'LRR 1.3', locale: 'en' });
    expect(read.entries.map((e) => [e.id, e.number])).toEqual([['movement', 49]]);
  });

  it('names every bad file with its line, its bytes checked as the current text’s are', () => {
    const content = edition({ 'a.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x0a]), 'b.md': '---\nid: b\n---\n\nno title\n' });
    let error: unknown;
    try {
      loadEditions(content, content);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as Error).message;
    expect(message).toMatch(/editions\/en\/lrr-1\.3\/a\.md:\d+/);
    expect(message).toMatch(/NUL/i);
    expect(message).toMatch(/editions\/en\/lrr-1\.3\/b\.md:\d+/);
  });
});
