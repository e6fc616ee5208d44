// Entry and rulings pages: in-text references (a[data-ref]) open a popover with the target's text. This code is
// loaded by <ref-previews> (src/components/ref-previews.ts) when a reference is first pointed at, pressed or focused;
// it fetches the page's previews (/{lang}/{id}/previews.json, the element's src) and builds the popover.
// Mouse: hover. Touch: the first tap opens the preview, a second tap (or its link) follows the reference.
// Keyboard: Space on a focused reference opens it and moves focus in; Esc closes it and focus returns there.
// Enter still follows the link. A tap also moves focus in (so screen readers read it), a hover does not.
import { strings as previewStrings } from 'virtual:strings/preview';
import { refKeyOfHref } from '../lib/crossref/ref-key.ts';
import { el } from './dom.ts';

type Preview = { title: string; text: string };
export type How = 'hover' | 'tap' | 'key';

function buildPopover(): HTMLElement {
  const strings = previewStrings[document.documentElement.lang as keyof typeof previewStrings] ?? previewStrings.en;
  const pop = el('div', 'ref-preview raised');
  pop.id = 'ref-preview';
  pop.popover = 'auto';
  pop.setAttribute('role', 'dialog');
  pop.setAttribute('aria-labelledby', 'ref-preview-title');
  pop.tabIndex = -1;
  const title = el('p', '');
  title.id = 'ref-preview-title';
  const text = el('p', '');
  const go = el('a', 'tap', `${strings.previewOpen} →`);
  // On a fallback page the previews are in the rule text's language (the sub-rules' lang), not the interface's.
  const textLang = document.querySelector('[data-entry-title]')?.getAttribute('lang');
  if (textLang) title.lang = text.lang = textLang;
  pop.append(title, text, go);
  // Inside <main>, so that its text takes the content's language.
  (document.querySelector('main') ?? document.body).append(pop);
  return pop;
}

let previews: Record<string, Preview> = {};
let pop: HTMLElement;
/** The reference whose preview is open, and whether it was opened from the keyboard (focus then returns to it). */
let current: HTMLAnchorElement | null = null;
let keys = false;
let timer = 0;

const previewOf = (a: HTMLAnchorElement): Preview | undefined => previews[refKeyOfHref(a.href, location.href)];
const isOpen = () => pop.matches(':popover-open');

/** The reference at `target`, if it has a preview. */
function refOf(target: EventTarget | null): HTMLAnchorElement | null {
  const a = (target as Element | null)?.closest?.<HTMLAnchorElement>('main a[data-ref]');
  return a && previewOf(a) ? a : null;
}

/** Runs f after a short pause, instead of whatever was waiting; without f, only stops that. */
function later(f?: () => void): void {
  clearTimeout(timer);
  if (f) timer = window.setTimeout(f, 250);
}

/** Below the reference, or above it when there is no room below; never wider than the viewport. */
function place(a: Element): void {
  const r = a.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const left = Math.max(8, Math.min(r.left, width - pop.offsetWidth - 8));
  const above = r.top - pop.offsetHeight - 6;
  const top = r.bottom + 6 + pop.offsetHeight > innerHeight && above > 0 ? above : r.bottom + 6;
  pop.style.left = `${left + scrollX}px`;
  pop.style.top = `${top + scrollY}px`;
}

function show(a: HTMLAnchorElement, how: How): void {
  const preview = previewOf(a);
  if (!preview) return;
  later();
  current?.setAttribute('aria-expanded', 'false');
  current = a;
  const [title, text] = pop.querySelectorAll('p');
  title.textContent = preview.title;
  text.textContent = preview.text;
  pop.querySelector('a')!.setAttribute('href', a.getAttribute('href')!);
  if (!isOpen()) pop.showPopover();
  place(a);
  a.setAttribute('aria-expanded', 'true');
  keys = how === 'key';
  if (how !== 'hover') pop.focus({ preventScroll: !keys });
}

/** Opens the preview of a reference (after a short pause for a hover). */
const open = (a: HTMLAnchorElement, how: How) => (how === 'hover' ? later(() => show(a, how)) : show(a, how));
const close = () => isOpen() && pop.hidePopover();

/** The reference says whether its preview is open; focus leaving the popover closes it, Esc returns focus. */
function followPopover(): void {
  // beforetoggle comes synchronously, before the popover closes (a light dismiss included): the reference
  // says it is collapsed as soon as the preview is.
  pop.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'closed') current?.setAttribute('aria-expanded', 'false');
  });
  // Toggle events are queued: by the time one arrives the popover may be open again for another reference.
  pop.addEventListener('toggle', () => {
    if (isOpen() || !current) return;
    current.setAttribute('aria-expanded', 'false');
    if (keys && (pop.contains(document.activeElement) || document.activeElement === document.body)) current.focus();
    current = null;
  });
  pop.addEventListener('focusout', (event) => {
    const to = (event as FocusEvent).relatedTarget as Node | null;
    if (to && !pop.contains(to) && to !== current) close();
  });
}

/** A tap, Space or a hover on a reference opens its preview; a second tap, a click or Enter follows the link. */
function answerReferences(touchNow: () => boolean): void {
  let touch = touchNow();
  let again = false;
  // Whether this press lands on the reference whose preview is already open (then it follows the link).
  document.addEventListener('pointerdown', (event) => {
    touch = event.pointerType !== 'mouse';
    again = isOpen() && refOf(event.target) === current;
  }, true);
  document.addEventListener('click', (event) => {
    const a = refOf(event.target);
    // Keyboard (detail 0) and mouse clicks follow the link; so does a second tap.
    if (!a || !touch || event.detail === 0 || again) return;
    event.preventDefault();
    show(a, 'tap');
  });
  document.addEventListener('keydown', (event) => {
    const a = refOf(event.target);
    if (!a || event.key !== ' ') return;
    event.preventDefault();
    show(a, 'key');
  });
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const a = refOf(event.target);
    if (a) open(a, 'hover');
    else if (pop.contains(event.target as Node)) later();
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'mouse' && (refOf(event.target) || pop.contains(event.target as Node))) later(close);
  });
  // Phones resize the viewport as their address bar comes and goes: follow the reference.
  addEventListener('resize', () => current && isOpen() && place(current));
}

/**
 * Fetches the page's previews (`src`) and wires them; `touchNow` says whether the last press before they came was a
 * touch.
 */
export async function attachPreviews(src: string, touchNow: () => boolean): Promise<{ open: typeof open }> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`previews ${src}: ${response.status}`);
  previews = (await response.json()) as Record<string, Preview>;
  pop = buildPopover();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[data-ref]')) {
    if (!previewOf(a)) continue;
    a.setAttribute('aria-haspopup', 'dialog');
    a.setAttribute('aria-expanded', 'false');
    a.setAttribute('aria-controls', pop.id);
  }
  followPopover();
  answerReferences(touchNow);
  return { open };
}
