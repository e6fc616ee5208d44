// Whether the machine has a font for each language (tools/bench/system-fonts.ts), asked of fontconfig where it is.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { languagesWithoutFont } from '../../../../tools/bench/system-fonts.ts';

const fontconfig = spawnSync('fc-list', ['--version']).status === 0;

describe('the languages this machine has no font for', () => {
  it('names a language no font covers, where fontconfig can be asked, and nothing where it cannot', () => {
    // "zz" is no language: no font claims it.
    expect(languagesWithoutFont(['zz'])).toEqual(fontconfig ? ['zz'] : []);
  });

  it('does not name English on a machine with any font', () => {
    const anyFont = fontconfig && spawnSync('fc-list', [], { encoding: 'utf8' }).stdout.trim() !== '';
    expect(languagesWithoutFont(['en', 'zz']).includes('en')).toBe(fontconfig && !anyFont);
  });
});
