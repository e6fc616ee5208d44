// <rule-history> (a sub-rule's history mark, HistoryMark.astro): its first opening loads src/client/history.ts and its
// stylesheet, which fetch and show the sub-rule's earlier wordings.
import editionStyles from '../styles/editions.css?url';
import { defineLazyDetails } from '../client/lazy.ts';
import { withStylesheet } from '../client/lazy-styles.ts';

defineLazyDetails('rule-history', () => withStylesheet(editionStyles, import('../client/history.ts')).then((m) => m.showHistory));
