// <link-graph> (an entry's neighbourhood, GraphEntry.astro; the whole glossary, GraphLocale.astro): the picture is a
// static SVG file that src/client/graph.ts, loaded with its stylesheet when the <details> first opens, fetches and
// inlines, so that it costs the first visit nothing while its nodes stay links.
import graphStyles from '../styles/graph.css?url';
import { once } from '../client/lazy.ts';
import { withStylesheet } from '../client/lazy-styles.ts';

const graph = once(() => withStylesheet(graphStyles, import('../client/graph.ts')));

customElements.define('link-graph', class extends HTMLElement {
  connectedCallback(): void {
    const details = this.querySelector('details')!;
    const show = () => details.open && graph().then((m) => m.showGraph(details), () => {});
    details.addEventListener('toggle', show);
    // Opened before this element was in: by a link to what it holds ("and N more").
    show();
  }
});
