import { useMatches, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { namespacesOfMatches } from '~/i18n';

export const I18N_SCRIPT_ID = 'i18n-resources';

// The resources of a language never change while the server runs: serialise each set of namespaces once.
const serialised = new WeakMap<object, Map<string, string>>();

/**
 * Serialises the translations that the matched routes declare (`handle.i18n`, plus the shell's) into
 * the document as inert JSON, so the browser initialises i18next without a request and hydration
 * renders the same strings. Other namespaces load in the browser when a page or a panel needs them.
 */
export function I18nScript() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const error = useRouteError() != null;
  const data = (i18n.store?.data?.[i18n.language] ?? {}) as Record<string, unknown>;
  const namespaces = namespacesOfMatches(matches, { error }).filter((ns) => ns in data);
  const key = namespaces.join(',');
  let byKey = serialised.get(data);
  if (!byKey) serialised.set(data, (byKey = new Map()));
  let json = byKey.get(key);
  if (json === undefined) {
    json = JSON.stringify(Object.fromEntries(namespaces.map((ns) => [ns, data[ns]]))).replace(
      /</g,
      '\\u003c',
    );
    byKey.set(key, json);
  }
  return <script id={I18N_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
