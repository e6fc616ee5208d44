/**
 * An Astro integration for the build (scripts/build.ts): the pages `first` picks are rendered before every other
 * (Astro's own order, by route, puts the entry pages last), so that what needs them, the full-text index, can be
 * written while the rest of the site is still being rendered. `planned` hears which pages those are, in the order
 * Astro is to render them, before it renders any.
 * Through Astro's prerenderer hook (`astro:build:start`, setPrerenderer): Astro's own prerenderer does the work.
 */
import type { AstroIntegration, AstroPrerenderer, PathWithRoute } from 'astro';

export interface RenderOrder {
  /** Whether the page at this URL path (base included, "/en/space-combat/") is rendered before the others. */
  first(pathname: string): boolean;
  /**
   * The URL paths `first` picked, in the order they are to be rendered; called once, before any page is rendered,
   * when Astro has bundled the site and emptied its output folder (the build writes its own files there from then on).
   */
  planned?(pathnames: string[]): void;
}

/** The paths `first` picks, then the others, each in the order they came in. */
export function firstThenRest<T>(paths: readonly T[], first: (path: T) => boolean): { ordered: T[]; first: T[] } {
  const picked = paths.filter(first);
  return { ordered: [...picked, ...paths.filter((p) => !first(p))], first: picked };
}

/** A page's URL path as the page sees it (with its trailing slash, as the site's URLs have it). */
function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function renderOrder(order: RenderOrder): AstroIntegration {
  // Pages only: an endpoint's path is a file's ("/en/graph.json").
  const first = (path: PathWithRoute) => path.route.type === 'page' && order.first(withSlash(path.pathname));
  return {
    name: 'ti4:render-order',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        setPrerenderer((astro: AstroPrerenderer): AstroPrerenderer => ({
          ...astro,
          name: 'ti4:render-order',
          async getStaticPaths() {
            const { ordered, first: picked } = firstThenRest(await astro.getStaticPaths(), first);
            order.planned?.(picked.map((p) => withSlash(p.pathname)));
            return ordered;
          },
        }));
      },
    },
  };
}
