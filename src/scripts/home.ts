// The language chooser: marks the language the browser prefers; it never redirects.
const supported = ['ru', 'en', 'ko'];
const preferred = (navigator.languages ?? [navigator.language])
  .map((l) => l.toLowerCase().split('-')[0])
  .find((l) => supported.includes(l));
if (preferred) {
  const link = document.querySelector<HTMLAnchorElement>(`a[data-locale="${preferred}"]`);
  link?.querySelector<HTMLElement>('[data-suggested]')?.removeAttribute('hidden');
  link?.classList.add('ring-2', 'ring-amber-500');
  link?.closest('li')?.parentElement?.prepend(link.closest('li')!);
}
