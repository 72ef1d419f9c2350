/**
 * A one-shot flag in sessionStorage: the search box sets it when it submits (JavaScript only), the
 * results page reads and clears it to know it shows a new search (see scroll-to-results.ts).
 */
const SUBMITTED_KEY = 'searchBoxSubmitted';

export function markSearchSubmitted(): void {
  try {
    sessionStorage.setItem(SUBMITTED_KEY, '1');
  } catch {
    // storage disabled: no scroll after the search
  }
}

export function takeSearchSubmitted(): boolean {
  try {
    const submitted = sessionStorage.getItem(SUBMITTED_KEY) === '1';
    sessionStorage.removeItem(SUBMITTED_KEY);
    return submitted;
  } catch {
    return false;
  }
}
