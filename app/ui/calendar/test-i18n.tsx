/** Test helper: an i18next instance with the English resources of the calendar and the search box. */
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import calendar from '../../../locales/en/calendar.json';
import search from '../../../locales/en/search.json';

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { calendar, search } },
  defaultNS: 'search',
  interpolation: { escapeValue: false },
});

export function renderWithI18n(node: ReactNode) {
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

export { i18n as testI18n };
