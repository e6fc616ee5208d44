/**
 * The editions on the site, on the real content: old numbers traced to the current text, the history of a
 * current sub-rule, old numbers in the instant search and the service worker's navigation, and the offline
 * download leaving the old editions out.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../../src/pipeline/content-loader.ts';
import { loadEditions } from '../../../../src/pipeline/edition-loader.ts';
import { instantEditions, searchEditionNumber } from '../../../../src/lib/editions/edition-search.ts';
import { editionNumbers, editionSites } from '../../../../src/lib/editions/edition-site.ts';
import { condenseDiff, topicHistory, traceSubRule, traceTopic, wordDiff } from '../../../../src/lib/editions/edition-trace.ts';
import { changesIndexView, entriesWithHistory, historyMarks } from '../../../../src/lib/editions/edition-view.ts';
import { languageDownload } from '../../../../src/lib/site/offline-download.ts';
import { movedPages } from '../../../../src/lib/site/moved-pages.ts';
import { resolveNavigation, ruleNumbers } from '../../../../src/lib/site/offline-navigation.ts';
import { buildInstantIndex, loadInstantIndex, searchInstant } from '../../../../src/lib/search/instant-index.ts';
import { parseQuery } from '../../../../src/lib/search/query.ts';
import { ROOT } from '../../support.ts';

const { glossary } = loadContent(join(ROOT, 'content'), { root: ROOT, strict: false });
const [site] = editionSites(loadEditions(join(ROOT, 'content'), ROOT), glossary, () => 'current text');

describe('old numbers traced to the current text', () => {
  it('LRR 1.3 49.4 (Move Ships) is LRR 2.0 58.4 and the current text’s 58.3, which numbers Movement one lower from 58.2 on', () => {
    expect(traceSubRule(site.steps, 'lrr-1.3', 'movement', '49.4')).toEqual({ kind: 'now', id: 'movement', number: '58.3', changed: true });
    expect(glossary.get('en', 'movement')!.subRules.find((s) => s.number === '58.3')!.text).toMatch(/^Step 1 – Move Ships/);
  });

  it('says which text dropped a sub-rule: LRR 2.0’s Action Cards 2.9 is not in the current text', () => {
    expect(traceSubRule(site.steps, 'lrr-2.0', 'action-cards', '2.9')).toEqual({ kind: 'removed', id: 'action-cards', in: 'current text', last: '2.9' });
    expect(traceTopic(site.steps, 'rr-2020', 'movement')).toEqual({ kind: 'now' });
  });
});

describe('the history of a current sub-rule', () => {
  const movement = glossary.get('en', 'movement')!;
  const history = topicHistory(site.steps, 'movement', movement.subRules);

  it('marks 58.3 "changed in LRR 2.0", with its numbers in each edition and the word-level difference', () => {
    const step1 = history['58.3'];
    expect(step1.mark).toEqual({ kind: 'changed', label: 'LRR 2.0' });
    expect(step1.versions.map((v) => `${v.label} ${v.number}`)).toEqual(['RR 2020 49.4', 'LRR 1.3 49.4', 'LRR 2.0 58.4']);
    const toTwo = step1.versions[1].diff;
    expect(toTwo).toContainEqual([-1, 'his']);
    expect(toTwo).toContainEqual([1, 'their']);
  });

  it('gives no mark to a sub-rule unchanged in every edition, and a "new in" mark to one an edition added', () => {
    const invasion = glossary.get('en', 'invasion')!;
    expect(topicHistory(site.steps, 'invasion', invasion.subRules)['49.3']).toBeUndefined();
    // The current text numbers Movement one lower than LRR 2.0 from 58.2 on: its 58.4 is LRR 2.0's 58.5.
    expect(history['58.4'].mark).toEqual({ kind: 'differs', label: 'LRR 2.0' });
    expect(history['58.4'].versions.at(-1)).toMatchObject({ label: 'LRR 2.0', number: '58.5' });
    const marks = historyMarks(site, glossary.get('en', 'abilities')!, '/')!;
    expect(marks.src).toBe('/en/history/abilities.json');
    expect(marks.marks['1.1']).toEqual({ kind: 'new', label: 'LRR 2.0' });
  });

  it('writes a history for movement and abilities, and none for a topic no edition changed', () => {
    const ids = entriesWithHistory(site, glossary).map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(['movement', 'abilities']));
    expect(ids.length).toBeLessThan(glossary.entries('en').length);
    for (const id of ids) expect(historyMarks(site, glossary.get('en', id)!, '/'), id).toBeDefined();
  });
});

describe('the changes index', () => {
  it("lists each edition's topics in the order of their numbers", () => {
    const view = changesIndexView(site);
    expect(view.steps).toBe(site.steps);
    expect(view.editions.map((e) => e.name)).toEqual(site.editions.map((e) => e.name));
    for (const edition of view.editions) {
      const numbers = edition.entries.map((e) => e.number ?? 0);
      expect(numbers, edition.name).toEqual([...numbers].sort((a, b) => a - b));
      expect(edition.entries.length).toBeGreaterThan(1);
    }
  });
});

describe('a difference shortened for a phone', () => {
  const old = 'STEP 1—MOVE SHIPS: A player can move any number of his eligible ships into the active system, obeying the following rules: The ship must end its movement in the active system.';

  it('keeps eight words beside each change and cuts the rest of a long unchanged run', () => {
    expect(condenseDiff(wordDiff(old, old.replace('his', 'their')))).toEqual([
      [0, 'STEP 1—MOVE SHIPS: A player can move any number of '],
      [-1, 'his'],
      [1, 'their'],
      [0, ' eligible ships into the active system, obeying the …'],
    ]);
  });

  it('gives nothing for the same wording, and keeps a short text whole', () => {
    expect(condenseDiff(wordDiff(old, old))).toEqual([]);
    expect(condenseDiff(wordDiff('a b c', 'a x c'))).toEqual([[0, 'a '], [-1, 'b'], [1, 'x'], [0, ' c']]);
  });
});

describe('old numbers in the instant search', () => {
  it.each(['1.3 49.4', 'lrr 1.3 49.4', 'LRR 1.3 49.4', 'v1.3 49.4'])('reads "%s" as sub-rule 49.4 of edition 1.3', (query) => {
    expect(parseQuery(query)).toEqual({ kind: 'number', entry: 49, sub: 4, lrr: false, edition: '1.3' });
  });

  it('keeps unmarked numbers for the current text', () => {
    expect(parseQuery('49.4')).toEqual({ kind: 'number', entry: 49, sub: 4, lrr: false });
    expect(parseQuery('lrr 1.3')).toEqual({ kind: 'number', entry: 1, sub: 3, lrr: true });
  });

  it('finds the old sub-rule, then its topic, at the edition’s rule-number URLs', () => {
    const index = loadInstantIndex(JSON.stringify(buildInstantIndex(glossary, 'en', instantEditions(site.editions))));
    expect(searchInstant(index, 'lrr 1.3 49.4', 'en', '/').map((r) => [r.href, r.number, r.label])).toEqual([
      ['/en/lrr-1.3/49.4/', '49.4', 'Movement (LRR 1.3)'],
      ['/en/lrr-1.3/49/', '49', 'Movement (LRR 1.3)'],
    ]);
    expect(searchInstant(index, '2020 49.99', 'en', '/').map((r) => r.href)).toEqual(['/en/lrr-1.3/49/'.replace('lrr-1.3', 'rr-2020')]);
    expect(searchEditionNumber(instantEditions(site.editions), { edition: '9.9', entry: 49, sub: 4 }, 'en', '/')).toEqual([]);
    // Without editions in the index (another locale), no result rather than a wrong one.
    expect(searchInstant(loadInstantIndex(JSON.stringify(buildInstantIndex(glossary, 'ko'))), '1.3 49.4', 'ko', '/')).toEqual([]);
  });
});

describe('old numbers offline', () => {
  const numbers = { ...ruleNumbers(glossary), ...editionNumbers([site]) };
  const moved = movedPages(glossary);

  it('the service worker sends an old number to its edition’s topic page, as the redirect pages do', () => {
    expect(resolveNavigation('en/lrr-1.3/49.4/', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/lrr-1.3/movement/#49.4', dropQuery: true });
    expect(resolveNavigation('en/lrr-1.3/49.4', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/lrr-1.3/movement/#49.4', dropQuery: true });
    expect(resolveNavigation('en/lrr-1.3/49/', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/lrr-1.3/movement/', dropQuery: true });
    expect(resolveNavigation('en/lrr-1.3/49.99/', numbers, moved)).toEqual({ kind: 'not-found', page: 'en/404.html' });
    expect(resolveNavigation('en/lrr-1.3/movement/', numbers, moved)).toEqual({ kind: 'page', path: 'en/lrr-1.3/movement/' });
    // Unmarked numbers keep meaning the current text.
    expect(resolveNavigation('en/49.4/', numbers, moved)).toEqual({ kind: 'redirect', to: 'en/invasion/#49.4', dropQuery: true });
  });

  it('the first-visit download leaves out the old editions, the changes pages and the histories', () => {
    const files = ['en/index.html', 'en/movement/index.html', 'en/lrr-1.3/movement/index.html', 'en/lrr-1.3/49.4/index.html', 'en/changes/index.html', 'en/changes/lrr-1.3/lrr-2.0/index.html', 'en/history/movement.json'];
    expect(languageDownload(files, 'en').map((d) => d.path)).toEqual(['en/', 'en/movement/']);
  });
});
