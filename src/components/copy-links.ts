// <copy-links> (an entry page's sub-rules, EntryPage.astro; a rulings page's notes, RulingPage.astro): a copy button
// beneath each rule's number, named with the rule it copies ("Copy the link to 49.4"), put there when the element is
// defined on the reader's first touch, so that a first visit carries neither the button nor its code; the stylesheet
// keeps its room from the start (site-base.css), so that nothing moves when it comes. Its first press loads the copy
// menu (src/client/copy.ts) and its stylesheet.
import { strings as copyStrings } from 'virtual:strings/copy';
import popupStyles from '../styles/popups.css?url';
import { el } from '../client/dom.ts';
import { once } from '../client/lazy.ts';
import { withStylesheet } from '../client/lazy-styles.ts';
import { subRuleLabel } from '../client/sub-rule.ts';

/** Two overlapping sheets, drawn in the button's text colour. */
const COPY_ICON = new DOMParser().parseFromString(
  '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="9" y="9" width="12" height="12" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/></svg>',
  'image/svg+xml',
).documentElement;

function copyButton(label: string, title: string): HTMLButtonElement {
  const button = el('button', 'copy-open tap', document.importNode(COPY_ICON, true));
  button.type = 'button';
  button.dataset.copyOpen = '';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-label', label);
  button.title = title;
  return button;
}

const copyMenu = once(() => withStylesheet(popupStyles, import('../client/copy.ts')));

customElements.define('copy-links', class extends HTMLElement {
  connectedCallback(): void {
    const strings = copyStrings[document.documentElement.lang as keyof typeof copyStrings] ?? copyStrings.en;
    for (const place of this.querySelectorAll<HTMLElement>('.sub-rule > .sub-rule-number')) {
      place.append(copyButton(`${strings.copyLinkLabel} ${subRuleLabel(place)}`, strings.copyLink));
    }
    this.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy-open]');
      if (button) copyMenu().then((m) => m.toggleCopyMenu(button, event.detail === 0), () => {});
    });
  }
});
