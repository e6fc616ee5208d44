// A sub-rule's history: fetched when its mark first opens (one JSON per topic, shared by its marks),
// shown as its earlier numbers and wordings, each with the word-level difference to the next version.
// Text only (textContent): the JSON's strings never become markup.
import { el } from './dom.ts';
import { subRuleNumber } from './sub-rule.ts';

type DiffPart = [0 | 1 | -1, string];
interface History {
  current: string;
  changes: { href: string; label: string };
  same: string;
  rules: Record<string, { label: string; number: string; diff: DiffPart[] }[]>;
}

const loaded = new Map<string, Promise<History>>();

function load(src: string): Promise<History> {
  let pending = loaded.get(src);
  if (!pending) {
    pending = fetch(src).then((r) => (r.ok ? (r.json() as Promise<History>) : Promise.reject(new Error(String(r.status)))));
    pending.catch(() => loaded.delete(src));
    loaded.set(src, pending);
  }
  return pending;
}

export async function showHistory(details: HTMLDetailsElement): Promise<void> {
  const list = details.closest<HTMLElement>('[data-history-src]');
  // data-state: "loading", then "done"; a failed load leaves none, so the next opening tries again.
  if (!list || details.querySelector('[data-history-body][data-state]')) return;
  const body = details.querySelector<HTMLElement>('[data-history-body]') ?? details.appendChild(el('div', ''));
  body.dataset.historyBody = '';
  body.dataset.state = 'loading';
  body.textContent = list.dataset.historyLoading ?? '';
  try {
    const history = await load(list.dataset.historySrc!);
    const number = subRuleNumber(details.closest('.sub-rule')!);
    const versions = history.rules[number] ?? [];
    body.replaceChildren();
    versions.forEach((v, i) => {
      const next = versions[i + 1];
      body.append(el('p', 'history-step', `${v.label} ${v.number} → ${next ? `${next.label} ${next.number}` : `${history.current} ${number}`}`));
      const p = el('p', 'word-diff', v.diff.length === 0 ? history.same : '');
      for (const [kind, text] of v.diff) p.append(kind === 0 ? text : el(kind === 1 ? 'ins' : 'del', '', text));
      body.append(p);
    });
    const link = el('a', '', history.changes.label);
    link.href = history.changes.href;
    body.append(el('p', 'history-step', link));
    body.dataset.state = 'done';
  } catch {
    delete body.dataset.state;
    body.textContent = list.dataset.historyFailed ?? '';
  }
}
