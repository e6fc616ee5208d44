/**
 * Whether this machine has a font for each language's text, where it can tell (fontconfig's `fc-list`, on Linux and
 * other Unixes that have it). A machine without one (a new Linux machine has no Hangul font until one is installed,
 * say Debian's fonts-noto-cjk) paints that language's pages in fallback boxes: its phone timings are not a phone's,
 * and the bench says so beside them.
 */
import { spawnSync } from 'node:child_process';

/** The languages among `langs` (BCP 47 tags) for which fontconfig lists no font; empty where fontconfig is not there to ask. */
export function languagesWithoutFont(langs: readonly string[]): string[] {
  return langs.filter((lang) => {
    const run = spawnSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' });
    return run.status === 0 && run.stdout.trim() === '';
  });
}
