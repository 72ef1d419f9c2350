import { useNavigate } from '@remix-run/react';
import { useCallback, type FormEvent } from 'react';
import { formQuery } from './query';

/**
 * What the form sent when the page rendered, from the controls' default values (not their current
 * state: a shopper may tick boxes before the scripts run). Empty values are left out, like `formQuery`.
 */
export function defaultQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    const checkable = element.type === 'checkbox' || element.type === 'radio';
    const value = checkable ? (element.defaultChecked ? element.value : '') : element.defaultValue;
    if (value.trim() !== '') params.append(element.name, value.trim());
  }
  return params.toString();
}

export function hasChanged(form: HTMLFormElement): boolean {
  return defaultQuery(form) !== formQuery(form);
}

/**
 * With JavaScript, a filter form navigates on the client (no full reload, scroll kept: search pages
 * keep their position) and only when something changed. Without JavaScript the same form is a
 * plain GET form.
 */
export function useFilterSubmit(onDone?: (changed: boolean) => void) {
  const navigate = useNavigate();
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const changed = hasChanged(form);
      const query = formQuery(form);
      onDone?.(changed);
      if (!changed) return;
      navigate(`${form.getAttribute('action') ?? ''}${query ? `?${query}` : ''}`, {
        preventScrollReset: true,
      });
    },
    [navigate, onDone],
  );
}
