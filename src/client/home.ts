// The language chooser: marks the language the browser prefers; it never redirects. The languages are those the
// page links to, so that a language added to the site needs nothing here.
// The theme the reader chose, where theme-init.js did not read it (as stored-theme.ts does for the other pages; a
// module shared with page.ts would be a chunk of its own: one more request on every page's first visit).
try {
  const chosen = localStorage.theme;
  if (chosen) document.documentElement.classList.toggle('dark', chosen === 'dark');
} catch {
  /* storage refused: the system's theme holds */
}

const supported = [...document.querySelectorAll<HTMLAnchorElement>('a[data-locale]')].map((a) => a.dataset.locale!);
const preferred = (navigator.languages ?? [navigator.language])
  .map((l) => l.toLowerCase().split('-')[0])
  .find((l) => supported.includes(l));
if (preferred) {
  const link = document.querySelector<HTMLAnchorElement>(`a[data-locale="${preferred}"]`);
  link?.querySelector<HTMLElement>('[data-suggested]')?.removeAttribute('hidden');
  link?.classList.add('suggested-language');
  link?.closest('li')?.parentElement?.prepend(link.closest('li')!);
}
