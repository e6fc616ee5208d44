// The dark-mode toggle in the header (Base.astro): a press switches the theme and remembers the choice
// (theme-init.js applies it before the first paint). Loaded with the page features; a press that comes before
// them is held and replayed (page.ts), which also shows the toggle's state at load.
import { showThemeState } from './theme-state.ts';

export function attachThemeToggle(): void {
  const root = document.documentElement;
  document.querySelector('[data-theme-toggle]')?.addEventListener('click', () => {
    const dark = !root.classList.contains('dark');
    root.classList.toggle('dark', dark);
    try {
      localStorage.setItem('theme', dark ? 'dark' : 'light');
    } catch {
      /* private mode: the choice lasts for this page */
    }
    showThemeState();
  });
}
