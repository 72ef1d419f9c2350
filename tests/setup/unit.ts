import { afterEach } from 'vitest';

// Component tests run under jsdom (`// @vitest-environment jsdom`); without vitest globals,
// @testing-library/react cannot register its own cleanup, so unmount here after each test.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
