// Entry and rulings pages: in-text references (a[data-ref]) open a popover with the target's text. This code is
// loaded by <ref-previews> (src/components/ref-previews.ts) when a reference is first pointed at, pressed or focused;
// it fetches the page's previews (/{lang}/{id}/previews.json, the element's src) and builds the popover.
// Mouse: hover. Touch: the first tap opens the preview, a second tap (or its link) follows the reference.
// Keyboard: Space on a focused reference opens it and moves focus in; Esc closes it and focus returns there.
// Enter still follows the link. A tap also moves focus in (so screen readers read it), a hover does not.
import { strings as previewStrings } from 'virtual:strings/preview';
import { refKeyOfHref } from '../lib/crossref/ref-key.ts';

type Preview = { title: string; text: string };
export type How = 'hover' | 'tap' | 'key';

function buildPopover(): HTMLElement {
  const strings = previewStrings[document.documentElement.lang as keyof typeof previewStrings] ?? previewStrings.en;
  const pop = document.createElement('div');
  pop.id = 'ref-preview';
  pop.className = 'ref-preview raised';
  pop.popover = 'auto';
  pop.setAttribute('role', 'dialog');
  pop.setAttribute('aria-labelledby', 'ref-preview-title');
  pop.tabIndex = -1;
  const title = document.createElement('p');
  title.id = 'ref-preview-title';
  const text = document.createElement('p');
  const go = document.createElement('a');
  go.className = 'tap';
  go.textContent = `${strings.previewOpen} →`;
  // On a fallback page the previews are in the rule text's language (the sub-rules' lang), not the interface's.
  const textLang = document.querySelector('[data-entry-title]')?.getAttribute('lang');
  if (textLang) title.lang = text.lang = textLang;
  pop.append(title, text, go);
  // Inside <main>, so that its text takes the content's language.
  (document.querySelector('main') ?? document.body).append(pop);
  return pop;
}

/** The one popover of the page, showing the preview of one reference at a time. */
export class PreviewPopover {
  readonly pop = buildPopover();
  /** The reference whose preview is open. */
  current: HTMLAnchorElement | null = null;
  /** Whether it was opened from the keyboard (focus then returns to the reference). */
  keys = false;
  #previews: Record<string, Preview>;
  #timer = 0;

  constructor(previews: Record<string, Preview>) {
    this.#previews = previews;
  }

  /** The reference at `target`, if it has a preview. */
  refOf(target: EventTarget | null): HTMLAnchorElement | null {
    const a = (target as Element | null)?.closest?.<HTMLAnchorElement>('main a[data-ref]');
    return a && this.#preview(a) ? a : null;
  }

  #preview(a: HTMLAnchorElement): Preview | undefined {
    return this.#previews[refKeyOfHref(a.href, location.href)];
  }

  isOpen(): boolean {
    return this.pop.matches(':popover-open');
  }

  /** Runs f after a short pause, instead of whatever was waiting. */
  later(f: () => void): void {
    clearTimeout(this.#timer);
    this.#timer = window.setTimeout(f, 250);
  }

  stopWaiting(): void {
    clearTimeout(this.#timer);
  }

  /** Marks each reference that has a preview as opening this dialog. */
  markReferences(): void {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[data-ref]')) {
      if (!this.#preview(a)) continue;
      a.setAttribute('aria-haspopup', 'dialog');
      a.setAttribute('aria-expanded', 'false');
      a.setAttribute('aria-controls', this.pop.id);
    }
  }

  /** Below the reference, or above it when there is no room below; never wider than the viewport. */
  place(a: Element): void {
    const { pop } = this;
    const r = a.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const left = Math.max(8, Math.min(r.left, width - pop.offsetWidth - 8));
    const above = r.top - pop.offsetHeight - 6;
    const top = r.bottom + 6 + pop.offsetHeight > innerHeight && above > 0 ? above : r.bottom + 6;
    pop.style.left = `${left + scrollX}px`;
    pop.style.top = `${top + scrollY}px`;
  }

  show(a: HTMLAnchorElement, how: How): void {
    const preview = this.#preview(a);
    if (!preview) return;
    this.stopWaiting();
    this.current?.setAttribute('aria-expanded', 'false');
    this.current = a;
    const [title, text] = this.pop.querySelectorAll('p');
    title.textContent = preview.title;
    text.textContent = preview.text;
    this.pop.querySelector('a')!.setAttribute('href', a.getAttribute('href')!);
    if (!this.isOpen()) this.pop.showPopover();
    this.place(a);
    a.setAttribute('aria-expanded', 'true');
    this.keys = how === 'key';
    if (how !== 'hover') this.pop.focus({ preventScroll: !this.keys });
  }

  /** Opens the preview of a reference (after a short pause for a hover). */
  open(a: HTMLAnchorElement, how: How): void {
    if (how === 'hover') this.later(() => this.show(a, how));
    else this.show(a, how);
  }

  close(): void {
    if (this.isOpen()) this.pop.hidePopover();
  }
}

/** The reference says whether its preview is open; focus leaving the popover closes it, Esc returns focus. */
function followPopover(p: PreviewPopover): void {
  // beforetoggle comes synchronously, before the popover closes (a light dismiss included): the reference
  // says it is collapsed as soon as the preview is.
  p.pop.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'closed') p.current?.setAttribute('aria-expanded', 'false');
  });
  // Toggle events are queued: by the time one arrives the popover may be open again for another reference.
  p.pop.addEventListener('toggle', () => {
    if (p.isOpen() || !p.current) return;
    p.current.setAttribute('aria-expanded', 'false');
    if (p.keys && (p.pop.contains(document.activeElement) || document.activeElement === document.body)) p.current.focus();
    p.current = null;
  });
  p.pop.addEventListener('focusout', (event) => {
    const to = (event as FocusEvent).relatedTarget as Node | null;
    if (to && !p.pop.contains(to) && to !== p.current) p.close();
  });
}

/** A tap, Space or a hover on a reference opens its preview; a second tap, a click or Enter follows the link. */
function answerReferences(p: PreviewPopover, touchNow: () => boolean): void {
  let touch = touchNow();
  let again = false;
  // Whether this press lands on the reference whose preview is already open (then it follows the link).
  document.addEventListener('pointerdown', (event) => {
    touch = event.pointerType !== 'mouse';
    again = p.isOpen() && p.refOf(event.target) === p.current;
  }, true);
  document.addEventListener('click', (event) => {
    const a = p.refOf(event.target);
    // Keyboard (detail 0) and mouse clicks follow the link; so does a second tap.
    if (!a || !touch || event.detail === 0 || again) return;
    event.preventDefault();
    p.show(a, 'tap');
  });
  document.addEventListener('keydown', (event) => {
    const a = p.refOf(event.target);
    if (!a || event.key !== ' ') return;
    event.preventDefault();
    p.show(a, 'key');
  });
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const a = p.refOf(event.target);
    if (a) p.open(a, 'hover');
    else if (p.pop.contains(event.target as Node)) p.stopWaiting();
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'mouse' && (p.refOf(event.target) || p.pop.contains(event.target as Node))) p.later(() => p.close());
  });
  // Phones resize the viewport as their address bar comes and goes: follow the reference.
  addEventListener('resize', () => p.current && p.isOpen() && p.place(p.current));
}

/**
 * Fetches the page's previews (`src`) and wires them; `touchNow` says whether the last press before they came was a
 * touch.
 */
export async function attachPreviews(src: string, touchNow: () => boolean): Promise<PreviewPopover> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`previews ${src}: ${response.status}`);
  const p = new PreviewPopover((await response.json()) as Record<string, Preview>);
  p.markReferences();
  followPopover(p);
  answerReferences(p, touchNow);
  return p;
}
