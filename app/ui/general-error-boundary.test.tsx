// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import errors from '../../locales/en/errors.json';
import { GeneralErrorBoundary } from './general-error-boundary';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { errors } },
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
});

/** A route at `path` whose loader throws `thrown`, with the boundary as its error element. */
async function renderThrown(
  thrown: unknown,
  boundary = <GeneralErrorBoundary />,
  path = '/es-es/search?a=3',
) {
  const router = createMemoryRouter(
    [
      {
        path: '/:market/search',
        loader: () => {
          throw thrown;
        },
        element: <p>results</p>,
        errorElement: boundary,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </I18nextProvider>,
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('GeneralErrorBoundary', () => {
  it('shows the not-found view for a 404, with a way home in the market', async () => {
    const heading = await renderThrown(new Response('Not found', { status: 404 }));
    expect(heading.textContent).toBe(errors.notFound.title);
    expect(screen.getByRole('link', { name: errors.goHome }).getAttribute('href')).toBe('/es-es');
  });

  it('says a 503 is temporary and offers to ask the same address again', async () => {
    const problem = { type: 'about:blank', title: 'Service Unavailable', status: 503 };
    const heading = await renderThrown(
      new Response(JSON.stringify(problem), {
        status: 503,
        headers: { 'Retry-After': '5', 'Content-Type': 'application/problem+json' },
      }),
    );
    expect(heading.textContent).toBe(errors.unavailable.title);
    expect(screen.getByText(errors.unavailable.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: errors.retry }).getAttribute('href')).toBe('/es-es/search?a=3');
  });

  it('gives other statuses their own text (405, 429)', async () => {
    expect((await renderThrown(new Response(null, { status: 405 }))).textContent).toBe(
      errors.methodNotAllowed.title,
    );
    cleanup();
    expect((await renderThrown(new Response(null, { status: 429 }))).textContent).toBe(
      errors.tooManyRequests.title,
    );
  });

  it('shows the crash page for an unexpected error, never the not-found text', async () => {
    const heading = await renderThrown(new Error('boom'));
    expect(heading.textContent).toBe(errors.crash.title);
    expect(screen.queryByText(errors.notFound.text)).toBeNull();
    expect(document.body.textContent).not.toContain('boom');
  });

  it("lets a route answer unexpected errors its own way (the search's retry view)", async () => {
    const heading = await renderThrown(
      new Error('boom'),
      <GeneralErrorBoundary
        unexpectedErrorHandler={({ retryHref }) => (
          <h1>
            <a href={retryHref}>search failed</a>
          </h1>
        )}
      />,
    );
    expect(heading.textContent).toBe('search failed');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/es-es/search?a=3');
  });
});
