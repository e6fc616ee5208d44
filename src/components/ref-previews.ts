// <ref-previews> (around an entry's or a rulings page's article: EntryPage.astro, RulingPage.astro; src: the page's
// previews, /{lang}/{id}/previews.json): its in-text references (a[data-ref]) open a popover with the target's text.
// The previews' code (src/client/previews.ts) and the page's previews load when a reference is first pointed at,
// pressed or focused; until then this element answers the first hover, tap or Space itself (the preview opens once
// both are in), as that code would. Without the Popover API, references stay plain links.
import popupStyles from '../styles/popups.css?url';
import { once } from '../client/lazy.ts';
import { withStylesheet } from '../client/lazy-styles.ts';
import type { How } from '../client/previews.ts';

customElements.define('ref-previews', class extends HTMLElement {
  connectedCallback(): void {
    const src = this.getAttribute('src');
    if (!src || !('showPopover' in HTMLElement.prototype)) return;
    let touch = false;
    let attached = false;
    const previews = once(() =>
      withStylesheet(popupStyles, import('../client/previews.ts'))
        .then((m) => m.attachPreviews(src, () => touch))
        .then((p) => ((attached = true), p)),
    );
    const refOf = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-ref]') ?? null;
    const early = (a: HTMLAnchorElement | null, how: How, event?: Event) => {
      if (!a || attached) return;
      if (how !== 'hover') event?.preventDefault();
      previews().then((p) => p.open(a, how), () => {});
    };
    this.addEventListener('pointerdown', (event) => {
      touch = event.pointerType !== 'mouse';
      if (refOf(event.target)) previews().catch(() => {});
    });
    this.addEventListener('focusin', (event) => refOf(event.target) && previews().catch(() => {}));
    this.addEventListener('pointerover', (event) => event.pointerType === 'mouse' && early(refOf(event.target), 'hover'));
    // A tap: a click by touch (the click's own pointer type where the browser gives one: the press that brought this
    // element in came before it), not by keyboard (detail 0).
    this.addEventListener('click', (event) => {
      const pointer = (event as PointerEvent).pointerType;
      if ((pointer ? pointer !== 'mouse' : touch) && event.detail !== 0) early(refOf(event.target), 'tap', event);
    });
    this.addEventListener('keydown', (event) => event.key === ' ' && early(refOf(event.target), 'key', event));
    // A mouse come to rest on a reference before this element was in.
    if (matchMedia('(hover: hover)').matches) early(this.querySelector('a[data-ref]:hover'), 'hover');
  }
});
