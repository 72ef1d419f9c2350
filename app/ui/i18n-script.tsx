import { useTranslation } from 'react-i18next';

export const I18N_SCRIPT_ID = 'i18n-resources';

// The resources of a language never change while the server runs: serialise them once.
const serialised = new WeakMap<object, string>();

/**
 * Serialises the current language's translations into the document as inert JSON, so the browser
 * initialises i18next without a request and hydration renders the same strings.
 */
export function I18nScript() {
  const { i18n } = useTranslation();
  const data = i18n.store?.data?.[i18n.language] ?? {};
  let json = serialised.get(data);
  if (json === undefined) {
    json = JSON.stringify(data).replace(/</g, '\\u003c');
    serialised.set(data, json);
  }
  return <script id={I18N_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
