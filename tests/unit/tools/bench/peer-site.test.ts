import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PEER_SOURCES, PEER_TOPIC_PAGES } from '../../../../tools/bench/peer-site.ts';

const root = join(import.meta.dirname, '../../../..');

describe("the peer site's pages", () => {
  it("are the wiki's pages the project keeps in sources/: 109 rules pages and 40 rulings pages", () => {
    const counts = PEER_SOURCES.map(({ from, files }) => readdirSync(join(root, from)).filter((f) => files.test(f)).length);
    expect(counts[0]).toBe(109);
    expect(counts[1] + counts[2]).toBe(40);
  });

  it('include a page for each topic the bench opens, named as Starlight names it (the file name, lower-cased)', () => {
    const rules = readdirSync(join(root, PEER_SOURCES[0].from)).map((f) => `/rules/${f.replace(/\.md$/, '').toLowerCase()}/`);
    for (const page of PEER_TOPIC_PAGES) expect(rules, page).toContain(page);
  });
});
