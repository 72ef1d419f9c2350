import { RemixBrowser } from '@remix-run/react';
import { setNonce } from 'get-nonce';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nConfig } from '~/i18n';
import { I18N_SCRIPT_ID } from '~/ui/i18n-script';

interface I18nBootData {
  language: string;
  resources: Record<string, unknown>;
}

/** The document carries this language's resources (see I18nScript): hydration fetches nothing. */
function readBootData(): I18nBootData {
  const language = document.documentElement.dataset.language ?? 'fr';
  const script = document.getElementById(I18N_SCRIPT_ID);
  const resources = script?.textContent ? (JSON.parse(script.textContent) as Record<string, unknown>) : {};
  return { language, resources };
}

async function hydrate() {
  // Styles injected at run time (Radix's scroll lock) use the page's nonce, which the CSP allows.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) setNonce(nonce);
  const { language, resources } = readBootData();
  await i18next.use(initReactI18next).init({
    ...i18nConfig,
    lng: language,
    resources: { [language]: resources } as never,
    partialBundledLanguages: true,
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
