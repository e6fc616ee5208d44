// <rule-history> (a sub-rule's history mark, HistoryMark.astro): its first opening loads src/client/history.ts and its
// stylesheet, which fetch and show the sub-rule's earlier wordings.
import editionStyles from '../styles/editions.css?url';
import { once } from '../client/lazy.ts';
import { withStylesheet } from '../client/lazy-styles.ts';

const history = once(() => withStylesheet(editionStyles, import('../client/history.ts')));

customElements.define('rule-history', class extends HTMLElement {
  connectedCallback(): void {
    const details = this.querySelector('details')!;
    const show = () => details.open && history().then((m) => m.showHistory(details), () => {});
    details.addEventListener('toggle', show);
    show();
  }
});
