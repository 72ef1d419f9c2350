import { RemixBrowser } from '@remix-run/react';
import { setNonce } from 'get-nonce';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nConfig } from '~/i18n';
import { I18N_SCRIPT_ID } from '~/ui/i18n-script';

interface I18nBootData {
  language: string;
  resources: Record<string, ResourceKey>;
}

/** The document carries the namespaces of its routes (see I18nScript): hydration fetches nothing. */
function readBootData(): I18nBootData {
  const language = document.documentElement.dataset.language ?? 'fr';
  const script = document.getElementById(I18N_SCRIPT_ID);
  const resources = script?.textContent
    ? (JSON.parse(script.textContent) as Record<string, ResourceKey>)
    : {};
  return { language, resources };
}

/** Loads a namespace that the document did not carry (another page's, a panel's). */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import('./i18n-namespaces.client')
      .then(({ loadNamespace }) => loadNamespace(language, namespace))
      .then(
        (strings) => callback(null, strings),
        (error: Error) => callback(error, false),
      );
  },
};

async function hydrate() {
  // Styles injected at run time (Radix's scroll lock) use the page's nonce, which the CSP allows.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
  const { language, resources } = readBootData();
  await i18next
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      ...i18nConfig,
      lng: language,
      ns: Object.keys(resources),
      resources: { [language]: resources },
      partialBundledLanguages: true,
      // Every language is complete (the locales test): no fallback language to fetch as well.
      fallbackLng: false,
      load: 'currentOnly',
      // A page whose strings are not here yet suspends: client navigations run in a transition, so
      // the previous page stays until they arrive and no key is ever shown.
      react: { ...i18nConfig.react, useSuspense: true },
    });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
