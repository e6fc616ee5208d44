import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../../../src/lib/content/parse-entry.ts';
import { headingTitle, subRuleGroups } from '../../../../src/lib/content/sub-rule-groups.ts';
import { readProjectFile } from '../../support.ts';

const entryOf = (body: string) => {
  const { entry } = parseEntry(`---\nid: technology\ntitle: Technology\nnumber: 90\n---\n\n${body}`, 'technology.md', 'en');
  return entry!;
};

describe('subRuleGroups', () => {
  it('puts each sub-rule under the last heading sub-rule before it, up to the next heading', () => {
    const entry = entryOf(
      [
        '90.1 Players research technology.',
        '90.2 **Researching**',
        'An unnumbered paragraph under the heading.',
        '90.3 A player researches one technology.',
        '90.4 **Specialties**',
        '90.5 A planet with a specialty **can** be exhausted.',
      ].join('\n\n'),
    );
    expect(subRuleGroups(entry.subRules)).toEqual([undefined, undefined, 'Researching', undefined, 'Specialties']);
  });

  it('reads a heading only where the bold run is all the opening paragraph says', () => {
    const entry = entryOf(['90.1 **Step 1**: Each player rolls.', '90.2 **Step 2** **and more**', '90.3 **Valefar _Assimilator_**'].join('\n\n'));
    expect(entry.subRules.map(headingTitle)).toEqual([undefined, undefined, 'Valefar Assimilator']);
  });

  it('on the real content: 90.15 stands under Technology Specialties', () => {
    const { entry } = parseEntry(readProjectFile('content/en/technology.md'), 'content/en/technology.md', 'en');
    const groups = subRuleGroups(entry!.subRules);
    expect(groups[entry!.subRules.findIndex((s) => s.number === '90.15')]).toBe('Technology Specialties');
    expect(groups[entry!.subRules.findIndex((s) => s.number === '90.13')]).toBeUndefined();
  });
});
