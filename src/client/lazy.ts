// Loading on first use: the custom elements beside their components (src/components/*.ts) and the page script
// (page.ts) load their heavy parts this way.

const RELOADED_AT = 'ti4-reloaded-for-deployment';

/**
 * After a failed lazy import: online, the likeliest cause is a new deployment whose hashed chunks replaced the
 * ones this page names (a tab opened before the deploy, without the service worker's copies), so the page
 * reloads itself, once a minute at most (no loop if the chunk is missing for another reason). Offline, the next
 * use tries again.
 */
export function reloadIfStale(): void {
  if (!navigator.onLine) return;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT));
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return; /* no session storage: no reload, rather than a possible loop */
  }
  location.reload();
}

/**
 * A loader run once, on first use: the promise is shared, and forgotten if it fails (a chunk that could not
 * be fetched offline before the service worker had it), so that the next use tries again.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      reloadIfStale();
      throw error;
    }));
}

/**
 * A custom element around a <details> whose content is loaded on its first opening, or at once if it was opened
 * before the element was defined (by a link to what it holds): `load` gives, once, what shows the opened details.
 */
export function defineLazyDetails(tag: string, load: () => Promise<(details: HTMLDetailsElement) => unknown>): void {
  const shower = once(load);
  customElements.define(tag, class extends HTMLElement {
    connectedCallback(): void {
      const details = this.querySelector('details')!;
      const show = () => details.open && shower().then((showIn) => showIn(details), () => {});
      details.addEventListener('toggle', show);
      show();
    }
  });
}
