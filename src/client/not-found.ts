// The 404 pages (the root one and /{lang}/404.html): for a path that looks like /{lang}/{number}/ or /{lang}/{id}/, suggest the nearest rules,
// from that language's /{lang}/known-rules.json (fetched only then; the service worker saves it with the language).
import { decoded } from '../lib/site/decoded.ts';

interface Known {
  ids: string[];
  numbers: string[];
  titles: Record<string, string>;
}
const base = document.querySelector<HTMLElement>('[data-not-found]')!.dataset.base ?? '/';
const path = decoded(location.pathname).slice(base.length - 1);
const [, lang = '', slug = ''] = /^\/([a-z]{2})\/([^/]*)/.exec(path) ?? [];

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j];
      row[j] = next;
    }
  }
  return row[b.length];
}

function suggestions(k: Known, query: string): { href: string; label: string }[] {
  if (/^\d+(\.\d+)?\.?$/.test(query)) {
    const [major, minor] = query.replace(/\.$/, '').split('.').map(Number);
    const score = (n: string) => {
      const [a, b = 0] = n.split('.').map(Number);
      return Math.abs(a - major) * 100 + Math.abs(b - (minor ?? 0));
    };
    return [...k.numbers].sort((x, y) => score(x) - score(y)).slice(0, 5).map((n) => ({ href: `${base}${lang}/${n}/`, label: n }));
  }
  const q = query.toLowerCase();
  return [...k.ids]
    .map((id) => ({ id, d: distance(q, id) - (id.startsWith(q.slice(0, 4)) ? 0.5 : 0) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map(({ id }) => ({ href: `${base}${lang}/${id}/`, label: k.titles[id] ?? id }));
}

const section = lang && slug ? document.querySelector<HTMLElement>(`section[data-locale="${lang}"]`) : null;
if (section) {
  for (const other of document.querySelectorAll<HTMLElement>('section[data-locale]')) other.hidden = other !== section;
  const box = section.querySelector<HTMLElement>('[data-suggestions]')!;
  const list = box.querySelector('ul')!;
  fetch(`${base}${lang}/known-rules.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Known>) : null))
    .then((k) => {
      if (!k) return;
      for (const s of suggestions(k, slug)) {
        const li = document.createElement('li');
        li.className = 'list-none';
        const a = document.createElement('a');
        a.className = 'tap -ms-3';
        a.href = s.href;
        a.textContent = s.label;
        li.append(a);
        list.append(li);
      }
      box.hidden = list.children.length === 0;
    })
    // Offline with the language not saved: the page stays a plain 404 with its way back.
    .catch(() => undefined);
}
