/**
 * The travellers popover: steppers for adults (1-20, 1-2 for
 * activities), children (0-10) and babies (0-10); a change outside the bounds is ignored. Confirm,
 * Escape, the trigger or a click outside closes it; every way of closing applies the counts (the
 * spec has no cancel), so each step is applied to the form at once. Loaded on demand from the
 * trigger; without JavaScript the number fields of the form do the same job.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../button.css';
import * as css from './pax-popover.css';
import { PAX_LIMITS } from './search-box-model';

export interface PaxValue {
  a: number;
  c: number;
  b: number;
}

export interface PaxPopoverProps {
  id: string;
  /** the element that names the popover (the Travellers legend) */
  labelledBy: string;
  value: PaxValue;
  maxAdults: number;
  /** children and babies (not in the activity flow) */
  withChildren: boolean;
  /** each accepted step */
  onChange: (value: PaxValue) => void;
  /** returnFocus: Confirm or Escape (focus goes back to the trigger); not after a click outside */
  onClose: (returnFocus: boolean) => void;
  /** the trigger: a click on it toggles the popover, it does not count as outside */
  triggerRef?: RefObject<HTMLElement>;
}

type Key = keyof PaxValue;
const ROWS: { key: Key; label: string; age: string; less: string; more: string; min: number; max: number }[] =
  [
    {
      key: 'a',
      label: 'adults',
      age: 'adultsAge',
      less: 'adultsLess',
      more: 'adultsMore',
      min: PAX_LIMITS.a.min,
      max: PAX_LIMITS.a.max,
    },
    {
      key: 'c',
      label: 'children',
      age: 'childrenAge',
      less: 'childrenLess',
      more: 'childrenMore',
      min: PAX_LIMITS.c.min,
      max: PAX_LIMITS.c.max,
    },
    {
      key: 'b',
      label: 'babies',
      age: 'babiesAge',
      less: 'babiesLess',
      more: 'babiesMore',
      min: PAX_LIMITS.b.min,
      max: PAX_LIMITS.b.max,
    },
  ];

export function PaxPopover(props: PaxPopoverProps) {
  const { t } = useTranslation('search');
  const draft = props.value;
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  const latest = useRef(props);
  latest.current = props;

  const apply = (returnFocus: boolean) => {
    if (done.current) return;
    done.current = true;
    latest.current.onClose(returnFocus);
  };

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button:not([aria-disabled="true"])')?.focus();
    const inside = (node: EventTarget | null) =>
      node instanceof Node && (ref.current?.contains(node) || props.triggerRef?.current?.contains(node));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) apply(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) apply(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
    // mount only: `apply` reads the latest props through a ref
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (key: Key, delta: number, min: number, max: number) => {
    const next = draft[key] + delta;
    if (next >= min && next <= max) props.onChange({ ...draft, [key]: next });
  };

  const rows = ROWS.filter((r) => props.withChildren || r.key === 'a');
  return (
    <div
      ref={ref}
      id={props.id}
      role="dialog"
      aria-labelledby={props.labelledBy}
      className={css.popover}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          apply(true);
        }
      }}
    >
      {rows.map((row) => {
        const max = row.key === 'a' ? props.maxAdults : row.max;
        const labelId = `${props.id}-${row.key}`;
        const atMin = draft[row.key] <= row.min;
        const atMax = draft[row.key] >= max;
        return (
          <div key={row.key} role="group" aria-labelledby={labelId} className={css.row}>
            <span id={labelId} className={css.rowLabel}>
              {t(`box.${row.label}`)}
              <span className={css.hint}>{t(`box.${row.age}`)}</span>
            </span>
            <span className={css.stepper}>
              <button
                type="button"
                className={css.step}
                aria-label={t(`box.${row.less}`)}
                aria-disabled={atMin}
                onClick={() => change(row.key, -1, row.min, max)}
              >
                <span aria-hidden="true">−</span>
              </button>
              <output className={css.count} aria-live="polite">
                {draft[row.key]}
              </output>
              <button
                type="button"
                className={css.step}
                aria-label={t(`box.${row.more}`)}
                aria-disabled={atMax}
                onClick={() => change(row.key, 1, row.min, max)}
              >
                <span aria-hidden="true">+</span>
              </button>
            </span>
          </div>
        );
      })}
      <button type="button" className={`${button.brand} ${css.confirm}`} onClick={() => apply(true)}>
        {t('box.confirm')}
      </button>
    </div>
  );
}
