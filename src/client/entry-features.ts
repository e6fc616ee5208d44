// Entry pages: the graph and the history marks load on first use.
import editionStyles from '../styles/editions.css?url';
import graphStyles from '../styles/graph.css?url';
import { once } from './lazy.ts';
import { withStylesheet } from './lazy-styles.ts';

/** Wires the graph and history. */
export function attachEntryFeatures(): void {
  // Graph: the picture (and its stylesheet) is fetched when its <details> first opens.
  const graph = once(() => withStylesheet(graphStyles, import('./graph.ts')));
  whenOpened('details[data-graph-src]', (details) => graph().then((m) => m.showGraph(details), () => {}));

  // History marks: a sub-rule's earlier wordings (and their stylesheet) are fetched when its mark first opens.
  const history = once(() => withStylesheet(editionStyles, import('./history.ts')));
  whenOpened('details[data-history]', (details) => history().then((m) => m.showHistory(details), () => {}));
}

/** Runs `show` for each <details> matching `selector` as it opens, and for those opened before this was in. */
function whenOpened(selector: string, show: (details: HTMLDetailsElement) => void): void {
  document.addEventListener('toggle', (event) => {
    const details = event.target as HTMLDetailsElement;
    if (details.open && details.matches?.(selector)) show(details);
  }, true);
  for (const details of document.querySelectorAll<HTMLDetailsElement>(selector)) if (details.open) show(details);
}
