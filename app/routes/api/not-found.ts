import { notFoundJson } from '~/server/api-params.server';

/** Unknown API paths answer JSON, not the HTML not-found page. */
export function loader() {
  return notFoundJson('No such API resource');
}

export const action = loader;
