// <theme-toggle> (the header's dark-mode button, Base.astro): a press switches the theme and remembers the choice;
// theme-init.js applies it before the first paint, and the page script shows the button's state from the load.
import { showThemeState } from '../client/theme-state.ts';

customElements.define('theme-toggle', class extends HTMLElement {
  connectedCallback(): void {
    this.addEventListener('click', () => {
      const dark = document.documentElement.classList.toggle('dark');
      try {
        localStorage.setItem('theme', dark ? 'dark' : 'light');
      } catch {
        /* private mode: the choice lasts for this page */
      }
      showThemeState();
    });
  }
});
