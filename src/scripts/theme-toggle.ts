// The dark-mode toggle in the header (Base.astro): its pressed state, and a press that switches the theme and
// remembers the choice (theme-init.js applies it before the first paint). Loaded with the page features; a
// press that comes before them is held and replayed (page.ts).
export function attachThemeToggle(): void {
  const root = document.documentElement;
  const toggle = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!toggle) return;
  const sync = () => toggle.setAttribute('aria-pressed', String(root.classList.contains('dark')));
  sync();
  toggle.addEventListener('click', () => {
    const dark = !root.classList.contains('dark');
    root.classList.toggle('dark', dark);
    try {
      localStorage.setItem('theme', dark ? 'dark' : 'light');
    } catch {
      /* private mode: the choice lasts for this page */
    }
    sync();
  });
}
