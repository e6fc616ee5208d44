// Entry pages: the copy menu (link, Markdown quote, BBCode quote), loaded by the first press of a sub-rule's
// copy button (src/components/copy-links.ts). One menu serves the page: it moves beside the button that opened it.
import { strings as copyStrings } from 'virtual:strings/copy';
import { el } from './dom.ts';
import { subRuleLabel, subRuleNumber } from './sub-rule.ts';

export function quote(kind: string, number: string, title: string, text: string, url: string): string {
  if (kind === 'text') return `${number} — ${text.replace(/\s+/g, ' ').trim()} — ${url}`;
  if (kind === 'md') return `> **${number}** ${title}\n>\n${text.split('\n').map((l) => `> ${l}`).join('\n')}\n>\n> ${url}`;
  if (kind === 'bb') return `[quote][b]${number}[/b] ${title}\n${text}\n[url]${url}[/url][/quote]`;
  return url;
}

const strings = copyStrings[document.documentElement.lang as keyof typeof copyStrings] ?? copyStrings.en;
const list = document.querySelector<HTMLElement>('[data-entry-title]');

const menu = el('div', 'copy-menu raised');
menu.id = 'copy-menu';
menu.hidden = true;
const status = el('span', 'copy-status');
status.setAttribute('role', 'status');
for (const [kind, label] of [['link', strings.copyLink], ['text', strings.quotePlain], ['md', strings.quoteMarkdown], ['bb', strings.quoteBBCode]] as const) {
  const button = el('button', 'tap', label);
  button.type = 'button';
  button.dataset.copy = kind;
  menu.append(button);
}
menu.append(status);

let opener: HTMLButtonElement | null = null;

function close(returnFocus = false): void {
  if (menu.hidden) return;
  menu.hidden = true;
  menu.querySelector('textarea')?.remove();
  opener?.setAttribute('aria-expanded', 'false');
  if (returnFocus) opener?.focus();
}

/** Opens the menu under a sub-rule's copy button, or closes it if it is already open there. */
export function toggleCopyMenu(button: HTMLButtonElement, fromKeyboard: boolean): void {
  if (!menu.hidden && opener === button) return close();
  close();
  opener = button;
  button.setAttribute('aria-controls', menu.id);
  button.after(menu);
  // Beside the button, level with it (the sub-rule is the menu's positioned parent), never over it.
  menu.style.top = `${button.offsetTop}px`;
  status.textContent = '';
  menu.hidden = false;
  button.setAttribute('aria-expanded', 'true');
  if (fromKeyboard) menu.querySelector('button')?.focus();
}

function selectFallback(value: string, label: string): void {
  let input = menu.querySelector('textarea');
  if (!input) {
    input = el('textarea', 'copy-fallback');
    input.readOnly = true;
    input.rows = 3;
    menu.append(input);
  }
  input.setAttribute('aria-label', label);
  input.value = value;
  input.focus();
  input.select();
}

menu.addEventListener('click', async (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy]');
  const li = menu.closest<HTMLElement>('.sub-rule');
  if (!button || !li) return;
  const number = subRuleNumber(li);
  // A short base ending in "#" is a fallback page's own URL (its numbers are another locale's): page#49.4.
  // The base is root-relative when the site was built without SITE_URL: the page's origin completes it.
  const shortBase = new URL(list?.dataset.shortBase ?? '', location.href).href;
  const url = list?.dataset.shortBase?.endsWith('#') ? `${shortBase}${number}` : new URL(`${number}/`, shortBase).href;
  const text = (li.querySelector('.rule-text') as HTMLElement).innerText.trim();
  const value = quote(button.dataset.copy!, subRuleLabel(li), list?.dataset.entryTitle ?? document.title, text, url);
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(value);
    status.textContent = strings.copied;
  } catch {
    selectFallback(value, number);
    status.textContent = strings.copyFailed;
  }
});

// A press elsewhere, Esc, or focus leaving the menu and its button closes it.
document.addEventListener('pointerdown', (event) => {
  const target = event.target as Node;
  if (!menu.contains(target) && !opener?.contains(target)) close();
});
menu.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    close(true);
  }
});
menu.addEventListener('focusout', (event) => {
  const next = event.relatedTarget as Node | null;
  if (next && !menu.contains(next) && next !== opener) close();
});
