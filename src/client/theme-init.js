// Every page's first script, inline in <head> (PageHead.astro, minified there): the theme the reader chose
// (localStorage.theme, set by the toggle in theme-toggle.ts), else the system's, applied before the first paint so
// that a dark page never flashes light. Storage can throw (private modes, blocked cookies): the system's theme holds.
//
// Reading storage is a synchronous round trip to the browser process (a cookie costs the same), about 15 ms of a
// link's first paint on the bench phone. A page opened from outside the site (a forum's link, a search engine) that
// no service worker answers is a first visit, where no choice can have been made: it follows the system without
// that read. A page the worker answers (a reader who has been here), one opened from another of the site's pages,
// and any page in a browser without service workers read the choice as before. Where a choice was made and still
// skipped (a page reloaded hard, a second link opened before the worker was in), the page script applies it once
// the page is loaded (stored-theme.ts).
{
  let theme;
  try {
    // null: a worker could answer but none did (undefined where there are no workers, an object where one did).
    if (navigator.serviceWorker?.controller !== null || !document.referrer.indexOf(location.origin)) theme = localStorage.theme;
  } catch {}
  document.documentElement.classList.toggle('dark', theme ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches);
}
