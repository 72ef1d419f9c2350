/** Test helper: the reviews strings in English, inside a memory router (the views' links are Remix links). */
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import reviews from '../../../locales/en/reviews.json';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { reviews } },
  defaultNS: 'reviews',
  interpolation: { escapeValue: false },
});

export function renderProduct(node: ReactNode, path = '/fr-fr/hotel/castle/12') {
  const router = createMemoryRouter([{ path: '*', element: node }], { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </I18nextProvider>,
  );
  return { ...result, router };
}

/** The server's HTML (no effect runs: what a visitor without JavaScript gets), put in the document. */
export function renderServerHtml(node: ReactNode, path = '/fr-fr/hotel/castle/12'): string {
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={path}>{node}</StaticRouter>
    </I18nextProvider>,
  );
  document.body.innerHTML = html;
  return html;
}

export { i18n as reviewsTestI18n };
