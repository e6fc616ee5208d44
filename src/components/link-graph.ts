// <link-graph> (an entry's neighbourhood, GraphEntry.astro; the whole glossary, GraphLocale.astro): the picture is a
// static SVG file that src/client/graph.ts, loaded with its stylesheet when the <details> first opens, fetches and
// inlines, so that it costs the first visit nothing while its nodes stay links.
import graphStyles from '../styles/graph.css?url';
import { defineLazyDetails } from '../client/lazy.ts';
import { withStylesheet } from '../client/lazy-styles.ts';

defineLazyDetails('link-graph', () => withStylesheet(graphStyles, import('../client/graph.ts')).then((m) => m.showGraph));
