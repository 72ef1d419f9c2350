import { notFoundJson } from '~/server/api-params.server';

/** Unknown API paths answer a JSON problem, not the HTML not-found page, whatever the method. */
export function loader() {
  return notFoundJson('No such API resource');
}

export const action = loader;
