/** i18next options shared by the server and the browser. */
export const I18N_NAMESPACES = [
  'common',
  'home',
  'search',
  'errors',
  'results',
  'map',
  'calendar',
  'product',
  'stay',
  'hotel',
  'reviews',
  'activity',
  'boxes',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

/** What the document shell itself uses (header, footer): every page carries these. */
export const ROOT_NAMESPACES: readonly I18nNamespace[] = ['common'];

/**
 * The error pages' strings: a document that renders an error carries them; after a client
 * navigation that fails, the boundary waits for them like any namespace a page lacks.
 */
export const ERROR_NAMESPACES: readonly I18nNamespace[] = ['errors'];

/**
 * A route's strings (remix-i18next's `handle.i18n`): the namespaces its first render uses, so the
 * document carries exactly those. A function gets the route's loader data, for strings that only
 * some addresses of the route render (a panel opened by the query). Namespaces of UI that opens
 * later (calendar, map dialog) are loaded when it opens.
 */
export interface RouteI18nHandle {
  i18n?: readonly I18nNamespace[] | ((data: unknown) => readonly I18nNamespace[]);
}

/** The namespaces of the matched routes, the root's first, without repeats. */
export function namespacesOfMatches(
  matches: readonly { handle?: unknown; data?: unknown }[],
  { error = false } = {},
): I18nNamespace[] {
  const namespaces = new Set<I18nNamespace>(
    error ? [...ROOT_NAMESPACES, ...ERROR_NAMESPACES] : ROOT_NAMESPACES,
  );
  for (const match of matches) {
    const declared = (match.handle as RouteI18nHandle | undefined)?.i18n;
    const list = typeof declared === 'function' ? declared(match.data) : declared;
    for (const ns of list ?? []) namespaces.add(ns);
  }
  return [...namespaces];
}

export const i18nConfig = {
  supportedLngs: ['en', 'fr', 'es', 'nl', 'it'],
  fallbackLng: 'en',
  defaultNS: 'common' satisfies I18nNamespace,
  ns: [...I18N_NAMESPACES],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
