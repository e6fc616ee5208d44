// The theme the reader chose, applied by a page's script where theme-init.js did not read it before the first paint:
// a page opened from outside the site that no service worker answered, a first visit, but also a hard reload or a
// link opened before the worker was in. Imported first by the page script (page.ts); the root page (home.ts) has its own copy.
try {
  const chosen = localStorage.theme;
  if (chosen) document.documentElement.classList.toggle('dark', chosen === 'dark');
} catch {
  /* storage refused: the system's theme holds */
}
