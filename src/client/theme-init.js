// Every page's first script, inline in <head> (PageHead.astro, minified there): the theme the reader chose
// (localStorage.theme, set by the toggle in theme-toggle.ts), else the system's, applied before the first paint so
// that a dark page never flashes light. Storage can throw (private modes, blocked cookies): the system's theme holds.
try {
  const theme = localStorage.theme || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : '');
  document.documentElement.classList.toggle('dark', theme === 'dark');
} catch {}
