// What the page script (page.ts) loads on the reader's first touch, key, focus or pointer: the search box, the
// dark-mode toggle, the entry pages' copy menu, previews, graph and history, and language links that keep the
// aligned sub-rule.
import { alignedNumber, impliedAlignKey } from '../lib/views/aligned-numbers.ts';
import { attachEntryFeatures } from './entry-features.ts';
import { subRuleNumber } from './sub-rule.ts';
import { attachThemeToggle } from './theme-toggle.ts';

/** Points each language link at the sub-rule aligned with the one in the address bar, and the compare link at its row. */
function alignLanguageLinks(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const rule = id ? document.getElementById(id)?.closest<HTMLElement>('li.sub-rule') : undefined;
  // data-align only where the key is not the one the number implies, data-compare-row only where the row is not
  // "s{key}" (SubRule.astro).
  const key = rule && (rule.dataset.align ?? impliedAlignKey(subRuleNumber(rule)));
  // data-number: the other language's entry number; data-numbers: only the sub-rules not numbered "{entry}.{key}".
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-number]')) {
    const except = link.dataset.numbers ? (JSON.parse(link.dataset.numbers) as Record<string, string>) : {};
    link.hash = key ? alignedNumber({ entry: link.dataset.number!, except }, key) : '';
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-compare-link]')) link.hash = rule ? (rule.dataset.compareRow ?? `s${key}`) : '';
}

/** touch: whether the press that loaded this was a touch (the previews answer a tap, not a click). */
export function attachPageFeatures(touch: boolean): void {
  alignLanguageLinks();
  addEventListener('hashchange', alignLanguageLinks);
  attachThemeToggle();
  attachEntryFeatures(touch);
}
