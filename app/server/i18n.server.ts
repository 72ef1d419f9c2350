import { createInstance, type Resource, type TFunction } from 'i18next';
import { RemixI18Next } from 'remix-i18next/server';
import { i18nConfig, I18N_NAMESPACES, type I18nNamespace } from '~/i18n';
import { findMarket, DEFAULT_MARKET } from '~/domain/market';

// Every translation is bundled into the server: no file system reads, no second request.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

export const resources: Resource = {};
for (const [path, mod] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match;
  (resources[language] ??= {})[namespace] = mod.default;
}

/** The language of a request: the market in the first path segment decides (fr-be -> fr). */
export function languageOfRequest(request: Request): string {
  const firstSegment = new URL(request.url).pathname.split('/')[1];
  return (findMarket(firstSegment) ?? DEFAULT_MARKET).language;
}

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: i18nConfig.supportedLngs,
    fallbackLanguage: DEFAULT_MARKET.language,
    order: ['custom'],
    findLocale: async (request) => languageOfRequest(request),
  },
  i18next: { ...i18nConfig, resources },
});

/** The resources of one language, for the root loader to hand to the browser. */
export function resourcesFor(language: string): Record<string, unknown> {
  return (resources[language] ?? resources.en) as Record<string, unknown>;
}

const instances = new Map<string, ReturnType<typeof createInstance>>();

/**
 * A ready i18next instance for server rendering, one per language: nothing changes its language
 * after initialisation, so concurrent requests can share it.
 */
export async function createI18nInstance(language: string) {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    await instance.init({ ...i18nConfig, lng: language, resources });
    instances.set(language, instance);
  }
  return instance;
}

export async function getFixedT(language: string, ns: I18nNamespace = 'common'): Promise<TFunction> {
  const instance = await createI18nInstance(language);
  return instance.getFixedT(language, ns);
}

export { I18N_NAMESPACES };
