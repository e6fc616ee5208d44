// Entry pages: the reference previews, the graph and the history marks load on first use.
import popupStyles from '../styles/popups.css?url';
import editionStyles from '../styles/editions.css?url';
import graphStyles from '../styles/graph.css?url';
import { once } from './lazy.ts';
import { withStylesheet } from './lazy-styles.ts';

/** Wires the previews, graph and history; touch: whether the press that brought this was a touch. */
export function attachEntryFeatures(touch: boolean): void {
  // Previews: the code and the page's previews are loaded when a reference is first pointed at, pressed or
  // focused. Until then this part answers the first tap or Space itself (the preview opens once both are in), as
  // the previews code would.
  // data-previews: only on a page that holds references (EntryPage.astro).
  const previewsSrc = document.querySelector<HTMLElement>('[data-previews]')?.dataset.previews;
  if (previewsSrc && 'showPopover' in HTMLElement.prototype) {
    let attached = false;
    const previews = once(() =>
      withStylesheet(popupStyles, import('./previews.ts'))
        .then((m) => m.attachPreviews(previewsSrc, () => touch))
        .then((p) => ((attached = true), p)),
    );
    const refOf = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLAnchorElement>('main a[data-ref]') ?? null;
    const early = (event: Event, how: 'hover' | 'tap' | 'key') => {
      const a = refOf(event.target);
      if (!a || attached) return;
      if (how !== 'hover') event.preventDefault();
      previews().then((p) => p.open(a, how), () => {});
    };
    document.addEventListener('pointerdown', (event) => {
      touch = event.pointerType !== 'mouse';
      if (refOf(event.target)) previews().catch(() => {});
    }, true);
    document.addEventListener('focusin', (event) => refOf(event.target) && previews().catch(() => {}));
    document.addEventListener('pointerover', (event) => event.pointerType === 'mouse' && early(event, 'hover'));
    document.addEventListener('click', (event) => touch && event.detail !== 0 && early(event, 'tap'));
    document.addEventListener('keydown', (event) => event.key === ' ' && early(event, 'key'));
  }

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
