import { json } from '@remix-run/node';

/** Unknown API paths answer JSON, not the HTML not-found page. */
export function loader() {
  return json({ error: { code: 'NOT_FOUND', message: 'No such API resource' } }, { status: 404 });
}

export const action = loader;
