import type { ResourceKey } from 'i18next';

// Every namespace of every shop language as its own hashed, immutably cached chunk. This map lives in
// its own chunk too: the first page carries its strings, so it is fetched only on a later navigation.
const namespaceFiles = import.meta.glob<{ default: ResourceKey }>('../locales/{fr,es,nl,it}/*.json');

/** The strings of one namespace, or an empty set for a name that does not exist. */
export async function loadNamespace(language: string, namespace: string): Promise<ResourceKey> {
  const load = namespaceFiles[`../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}
