// A lazily loaded feature's stylesheet, linked with its code: apart from lazy.ts so that the page script's first
// part (page.ts) does not carry it.

/** Links a stylesheet once; resolves when it has loaded (or failed: the feature then works unstyled). */
function linkStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((done) => {
    link.onload = link.onerror = () => done();
  });
  document.head.append(link);
  return loaded;
}

/** A lazily imported module, ready once the stylesheet its DOM needs has loaded too (fetched in parallel). */
export function withStylesheet<T>(href: string, module: Promise<T>): Promise<T> {
  return Promise.all([module, linkStylesheet(href)]).then(([m]) => m);
}
