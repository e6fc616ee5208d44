// <theme-toggle> (the header's dark-mode button, Base.astro): a press switches the theme, shows it as the button's
// pressed state and remembers the choice; theme-init.js applies it before the first paint (on a page opened from
// outside the site that no service worker answers, the page script does once loaded: stored-theme.ts), and the page
// script shows the button's state from the load.
customElements.define('theme-toggle', class extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button')!;
    button.addEventListener('click', () => {
      const dark = document.documentElement.classList.toggle('dark');
      button.setAttribute('aria-pressed', String(dark));
      try {
        localStorage.setItem('theme', dark ? 'dark' : 'light');
      } catch {
        /* private mode: the choice lasts for this page */
      }
    });
  }
});
