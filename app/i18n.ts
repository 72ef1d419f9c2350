/** i18next options shared by the server and the browser. Resources travel with the root loader's data. */
export const I18N_NAMESPACES = ['common', 'home', 'search', 'errors', 'results', 'map', 'calendar'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

export const i18nConfig = {
  supportedLngs: ['en', 'fr', 'es', 'nl', 'it'],
  fallbackLng: 'en',
  defaultNS: 'common' satisfies I18nNamespace,
  ns: [...I18N_NAMESPACES],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
