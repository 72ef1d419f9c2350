import { useEffect } from 'react';
import { queryFromLegacyHash } from '~/domain/search/criteria';

/**
 * Old links carry the criteria in the hash (`#a=2&checkin=…`, ADR 005): the hash never reaches the
 * server, so the page replaces the address with the query form and the server renders it.
 */
export function useLegacyHashRedirect() {
  useEffect(() => {
    const { hash, search, pathname } = window.location;
    const query = queryFromLegacyHash(hash, search);
    if (query !== undefined) window.location.replace(`${pathname}${query}`);
  }, []);
}
