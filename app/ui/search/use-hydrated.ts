import { useEffect, useState } from 'react';

/**
 * False in the server render and in the first client render (so hydration matches the server
 * HTML), true once scripts run: JavaScript-only controls (dialog buttons, carousel arrows) appear then.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(false);
  useEffect(() => setValue(true), []);
  return value;
}
