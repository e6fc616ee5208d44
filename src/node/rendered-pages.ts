/**
 * The pages as Astro renders them (src/middleware.ts), handed to a listener in the build's process: the search
 * index takes its pages this way while the others are still being rendered, instead of reading the files back
 * once Astro is done. Shared through globalThis, as Astro bundles this module into its own chunks.
 */

/** `pathname`: the page's URL path, base included ("/en/space-combat/"); `html`: the bytes Astro writes. */
export type RenderedPageListener = (pathname: string, html: string) => void;

const shared = globalThis as { __renderedPageListener?: RenderedPageListener };

/** From now on, every rendered page goes to `listener`; undefined stops that. */
export function listenToRenderedPages(listener: RenderedPageListener | undefined): void {
  shared.__renderedPageListener = listener;
}

/** Hands a rendered page to the listener, if there is one (none in astro dev or a build not run by scripts/build.ts). */
export function pageRendered(pathname: string, html: string): void {
  shared.__renderedPageListener?.(pathname, html);
}
