// Loading on first use: the page script (page.ts) wires the features that load this way.

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
