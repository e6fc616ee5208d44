// <language-links> (the header's languages, Base.astro; an entry page's other languages, EntryPage.astro): a link to
// the topic in another language goes to the sub-rule aligned with the one in the address bar, the comparison link to
// its row. data-number: that language's entry number; data-numbers: only its sub-rules not numbered "{entry}.{key}".
import { alignedNumber, impliedAlignKey } from '../lib/views/aligned-numbers.ts';
import { hashId } from '../client/address.ts';
import { subRuleNumber } from '../client/sub-rule.ts';

function alignLinks(links: HTMLElement): void {
  const id = hashId();
  const rule = id ? document.getElementById(id)?.closest<HTMLElement>('li.sub-rule') : undefined;
  // data-align only where the key is not the one the number implies, data-compare-row only where the row is not
  // "s{key}" (SubRule.astro).
  const key = rule && (rule.dataset.align ?? impliedAlignKey(subRuleNumber(rule)));
  for (const link of links.querySelectorAll<HTMLAnchorElement>('a[data-number]')) {
    const except = link.dataset.numbers ? (JSON.parse(link.dataset.numbers) as Record<string, string>) : {};
    link.hash = key ? alignedNumber({ entry: link.dataset.number!, except }, key) : '';
  }
  for (const link of links.querySelectorAll<HTMLAnchorElement>('a[data-compare-link]')) link.hash = rule ? (rule.dataset.compareRow ?? `s${key}`) : '';
}

customElements.define('language-links', class extends HTMLElement {
  connectedCallback(): void {
    alignLinks(this);
    addEventListener('hashchange', () => alignLinks(this));
  }
});
