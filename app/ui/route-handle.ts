import type { RobotsDirective } from '~/domain/seo';
import type { RouteI18nHandle } from '~/i18n';

/** What a route declares through `handle` for the document: its strings, robots, caching and canonical query. */
export interface RouteSeoHandle extends RouteI18nHandle {
  robots?: RobotsDirective;
  /** the page is the same for every anonymous visitor of its address, so it may be served from the page cache */
  pageCache?: boolean;
  /** hide the site header and footer (checkout-like pages) */
  simplified?: boolean;
  /** the canonical query string of the page (search pages keep their criteria, in canonical form) */
  canonicalQuery?: (data: unknown) => string | undefined;
}
