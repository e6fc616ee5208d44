// Entry pages: each sub-rule's copy controls (link, Markdown quote, BBCode quote).
const status = (li: Element, text: string) => {
  const el = li.querySelector('.copy-status');
  if (el) el.textContent = text;
};
const messages = JSON.parse(document.getElementById('copy-messages')?.textContent ?? '{}') as Record<string, string>;

export function quote(kind: string, number: string, title: string, text: string, url: string): string {
  if (kind === 'md') return `> **${number}** ${title}\n>\n${text.split('\n').map((l) => `> ${l}`).join('\n')}\n>\n> ${url}`;
  if (kind === 'bb') return `[quote][b]${number}[/b] ${title}\n${text}\n[url]${url}[/url][/quote]`;
  return url;
}

function selectFallback(li: HTMLElement, value: string): void {
  const panel = li.querySelector('details > div') ?? li;
  let input = panel.querySelector<HTMLTextAreaElement>('textarea.copy-fallback');
  if (!input) {
    input = document.createElement('textarea');
    input.className = 'copy-fallback mt-1 block w-full rounded border p-2 text-sm';
    input.setAttribute('aria-label', li.dataset.number ?? '');
    input.readOnly = true;
    input.rows = 3;
    panel.append(input);
  }
  input.value = value;
  input.focus();
  input.select();
}

for (const li of document.querySelectorAll<HTMLElement>('.sub-rule')) {
  li.querySelector<HTMLElement>('.copy-tools')?.removeAttribute('hidden');
}
// One menu open at a time; a tap elsewhere closes it.
document.addEventListener('toggle', (event) => {
  const opened = event.target as HTMLDetailsElement;
  if (!opened.open || !opened.classList.contains('copy-tools')) return;
  for (const d of document.querySelectorAll<HTMLDetailsElement>('details.copy-tools[open]')) if (d !== opened) d.open = false;
}, true);
document.addEventListener('click', (event) => {
  if (!(event.target as Element).closest('details.copy-tools')) for (const d of document.querySelectorAll<HTMLDetailsElement>('details.copy-tools[open]')) d.open = false;
});

document.addEventListener('click', async (event) => {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy]');
  const li = button?.closest<HTMLElement>('.sub-rule');
  if (!button || !li) return;
  const title = li.closest<HTMLElement>('[data-entry-title]')?.dataset.entryTitle ?? document.title;
  const text = (li.querySelector('.rule-text') as HTMLElement).innerText.trim();
  const value = quote(button.dataset.copy!, li.dataset.number!, title, text, li.dataset.url!);
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(value);
    status(li, messages.copied ?? '✓');
  } catch {
    selectFallback(li, value);
    status(li, messages.copyFailed ?? '');
  }
});
