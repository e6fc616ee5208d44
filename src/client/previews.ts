// Entry pages: in-text references (a[data-ref]) open a popover with the target's text. This code is
// loaded by entry-features.ts when a reference is first pointed at, pressed or focused; it fetches the page's
// previews (/{lang}/{id}/previews.json, named by the article's data-previews) and builds the popover.
// Mouse: hover. Touch: the first tap opens the preview, a second tap (or its link) follows the reference.
// Keyboard: Space on a focused reference opens it and moves focus in; Esc closes it and focus returns there.
// Enter still follows the link. A tap also moves focus in (so screen readers read it), a hover does not.
// Without the Popover API, references stay plain links.
import { strings as previewStrings } from 'virtual:strings/preview';
import { refKeyOfHref } from '../lib/crossref/ref-key.ts';

type Preview = { title: string; text: string };
type How = 'hover' | 'tap' | 'key';

export interface PreviewsController {
  /** Opens the preview of a reference (after a short pause for a hover). */
  open(a: HTMLAnchorElement, how: How): void;
}

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

/**
 * Fetches the page's previews (`src`) and wires them; `touch` says whether the last press before they came was a
 * touch.
 */
export async function attachPreviews(src: string, touchNow: () => boolean): Promise<PreviewsController> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`previews ${src}: ${response.status}`);
  const previews = (await response.json()) as Record<string, Preview>;
  let touch = touchNow();
  const pop = buildPopover();
  const [title, text] = pop.querySelectorAll('p');
  const go = pop.querySelector('a')!;
  let current: HTMLAnchorElement | null = null;
  let again = false;
  let keys = false;
  let timer = 0;

  const refOf = (target: EventTarget | null) => {
    const a = (target as Element | null)?.closest?.<HTMLAnchorElement>('main a[data-ref]');
    return a && previews[refKeyOfHref(a.href, location.href)] ? a : null;
  };
  const isOpen = () => pop.matches(':popover-open');
  const later = (f: () => void) => {
    clearTimeout(timer);
    timer = window.setTimeout(f, 250);
  };

  for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[data-ref]')) {
    if (!previews[refKeyOfHref(a.href, location.href)]) continue;
    a.setAttribute('aria-haspopup', 'dialog');
    a.setAttribute('aria-expanded', 'false');
    a.setAttribute('aria-controls', pop.id);
  }

  // Below the reference, or above it when there is no room below; never wider than the viewport.
  const place = (a: Element) => {
    const r = a.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const left = Math.max(8, Math.min(r.left, width - pop.offsetWidth - 8));
    const above = r.top - pop.offsetHeight - 6;
    const top = r.bottom + 6 + pop.offsetHeight > innerHeight && above > 0 ? above : r.bottom + 6;
    pop.style.left = `${left + scrollX}px`;
    pop.style.top = `${top + scrollY}px`;
  };

  const show = (a: HTMLAnchorElement, how: How) => {
    const preview = previews[refKeyOfHref(a.href, location.href)];
    if (!preview) return;
    clearTimeout(timer);
    current?.setAttribute('aria-expanded', 'false');
    current = a;
    title.textContent = preview.title;
    text.textContent = preview.text;
    go.setAttribute('href', a.getAttribute('href')!);
    if (!isOpen()) pop.showPopover();
    place(a);
    a.setAttribute('aria-expanded', 'true');
    keys = how === 'key';
    if (how !== 'hover') pop.focus({ preventScroll: !keys });
  };
  const open = (a: HTMLAnchorElement, how: How) => (how === 'hover' ? later(() => show(a, how)) : show(a, how));
  const close = () => {
    if (isOpen()) pop.hidePopover();
  };

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
    else if (pop.contains(event.target as Node)) clearTimeout(timer);
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'mouse' && (refOf(event.target) || pop.contains(event.target as Node))) later(close);
  });
  // Phones resize the viewport as their address bar comes and goes: follow the reference.
  addEventListener('resize', () => current && isOpen() && place(current));

  return { open };
}
