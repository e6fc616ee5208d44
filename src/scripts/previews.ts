// Entry pages: in-text references (a[data-ref]) open a popover with the target's text (issue 6).
// Mouse: hover. Touch: the first tap opens the preview, a second tap (or its link) follows the reference.
// Keyboard: Space on a focused reference opens it and moves focus in; Esc closes it and focus returns there.
// Enter still follows the link. A tap also moves focus in (so screen readers read it), a hover does not.
// Without the Popover API, references stay plain links.
export {};

type Preview = { title: string; text: string };

const data = document.getElementById('ref-previews');
const pop = document.getElementById('ref-preview');

if (data && pop && 'showPopover' in pop) {
  const previews = JSON.parse(data.textContent!) as Record<string, Preview>;
  const [title, text] = pop.querySelectorAll('p');
  const go = pop.querySelector('a')!;
  let current: HTMLAnchorElement | null = null;
  let touch = false;
  let again = false;
  let keys = false;
  let timer = 0;

  const refOf = (target: EventTarget | null) => {
    const a = (target as Element | null)?.closest?.<HTMLAnchorElement>('main a[data-ref]');
    return a && previews[a.dataset.ref!] ? a : null;
  };
  const isOpen = () => pop.matches(':popover-open');
  const later = (f: () => void) => {
    clearTimeout(timer);
    timer = window.setTimeout(f, 250);
  };

  for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[data-ref]')) {
    if (!previews[a.dataset.ref!]) continue;
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

  const open = (a: HTMLAnchorElement, how: 'hover' | 'tap' | 'key') => {
    const preview = previews[a.dataset.ref!];
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
  const close = () => {
    if (isOpen()) pop.hidePopover();
  };

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
    open(a, 'tap');
  });
  document.addEventListener('keydown', (event) => {
    const a = refOf(event.target);
    if (!a || event.key !== ' ') return;
    event.preventDefault();
    open(a, 'key');
  });
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const a = refOf(event.target);
    if (a) later(() => open(a, 'hover'));
    else if (pop.contains(event.target as Node)) clearTimeout(timer);
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType === 'mouse' && (refOf(event.target) || pop.contains(event.target as Node))) later(close);
  });
  // Phones resize the viewport as their address bar comes and goes: follow the reference.
  addEventListener('resize', () => current && isOpen() && place(current));
}
