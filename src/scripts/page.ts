// The one script every page loads first (Base.astro): the dark-mode toggle (persisted), language links that
// keep the aligned sub-rule, the service worker (offline.ts), and the small triggers that load the search box
// (search.ts) and the entry pages' copy menu, previews and graph (entry-features.ts) on first use.
import { alignedNumber, impliedAlignKey } from '../lib/views/aligned-numbers.ts';

const root = document.documentElement;
const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
const sync = () => toggle?.setAttribute('aria-pressed', String(root.classList.contains('dark')));
sync();
toggle?.addEventListener('click', () => {
  const dark = !root.classList.contains('dark');
  root.classList.toggle('dark', dark);
  try {
    localStorage.setItem('theme', dark ? 'dark' : 'light');
  } catch {
    /* private mode: the choice lasts for this page */
  }
  sync();
});

/** Points each language link at the sub-rule aligned with the one in the address bar, and the compare link at its row. */
function alignLanguageLinks(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const rule = id ? document.getElementById(id)?.closest<HTMLElement>('li.sub-rule') : undefined;
  // data-align only where the key is not the one the number implies, data-compare-row only where the row is not
  // "s{key}" (SubRule.astro).
  const key = rule && (rule.dataset.align ?? impliedAlignKey(rule.dataset.number!));
  // data-number: the other language's entry number; data-numbers: only the sub-rules not numbered "{entry}.{key}".
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-number]')) {
    const except = link.dataset.numbers ? (JSON.parse(link.dataset.numbers) as Record<string, string>) : {};
    link.hash = key ? alignedNumber({ entry: link.dataset.number!, except }, key) : '';
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-compare-link]')) link.hash = rule ? (rule.dataset.compareRow ?? `s${key}`) : '';
}
alignLanguageLinks();
addEventListener('hashchange', alignLanguageLinks);

import './offline.ts';
import './search.ts';
import './entry-features.ts';
