// The root 404 page's inline script (src/pages/404.astro says why; minified there): for a miss under /{lang}/, that
// language's 404 page, from the page's <template> for it. Its attributes give the base path and the languages.
(() => {
  const script = document.currentScript;
  const path = location.pathname;
  const [locale, rest] = path.startsWith(script.dataset.base) ? path.slice(script.dataset.base.length).split('/', 2) : [];
  if (rest === undefined || !script.dataset.locales.split(' ').includes(locale)) return;
  const root = document.documentElement;
  // Hidden until the swap: a page that arrives in pieces shows no English first.
  root.style.visibility = 'hidden';
  // The first change is to "interactive": the body is parsed, and no deferred or module script has run yet, so the
  // page's scripts find the language's header, search box and message.
  document.addEventListener('readystatechange', function swap() {
    document.removeEventListener('readystatechange', swap);
    try {
      const page = [...document.querySelectorAll('template[data-page-locale]')].find((t) => t.dataset.pageLocale === locale);
      const [skip, bar, notFound] = page.content.children;
      document.querySelector('body > .skip-link').replaceWith(skip);
      document.querySelector('body > header > div').replaceWith(bar);
      document.querySelector('main [data-not-found]').replaceWith(notFound);
      document.querySelector('main').lang = locale;
      root.lang = locale;
      document.title = page.dataset.title;
    } finally {
      root.style.visibility = '';
    }
  });
})();
