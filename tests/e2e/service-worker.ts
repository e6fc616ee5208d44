/** Browser-test helpers for the service worker (src/pipeline/service-worker.ts, src/service-worker/offline-worker.ts). */
import type { Page } from 'playwright-core';

/** Waits until the service worker has installed (precaching the shell) and controls the page. */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });
}

/** Waits until the worker has saved a language's download (its list is stored last). */
export async function languageSaved(page: Page, locale: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const saved = () => page.evaluate(async (l) => Boolean(await (await caches.open('ti4-downloads')).match(new URL(`/offline/${l}.json`, location.href).href)), locale);
  while (!(await saved())) {
    if (Date.now() > until) throw new Error(`the ${locale} offline download was not saved in ${timeoutMs} ms`);
    await page.waitForTimeout(200);
  }
}
