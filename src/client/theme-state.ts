// The dark-mode toggle's pressed state (Base.astro's button), from the theme the page shows: set at load by the
// page script, so that a screen reader hears it right from the first focus, and again on each press (layouts/theme-toggle.ts).
export function showThemeState(): void {
  document.querySelector('theme-toggle button')?.setAttribute('aria-pressed', String(document.documentElement.classList.contains('dark')));
}
