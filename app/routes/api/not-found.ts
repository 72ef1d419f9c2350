import { problem, problemResponse } from '~/server/problem.server';

/** Unknown API paths answer a JSON problem, not the HTML not-found page, whatever the method. */
export function loader() {
  return problemResponse(
    problem(404, 'No such API resource', { error: { code: 'NOT_FOUND', message: 'No such API resource' } }),
  );
}

export const action = loader;
