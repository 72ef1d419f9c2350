import { useRef, useState, type ComponentType, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaxPopoverProps, PaxValue } from './pax-popover';
import * as css from './search-box.css';
import { PAX_LIMITS } from './search-box-model';
import type { LoadPart } from './use-lazy-parts';

/**
 * The travellers. Without JavaScript: number fields for adults, children and babies (adults only
 * in the activity flow). With it (`@media (scripting: enabled)` shows it, so nothing moves): a
 * trigger summing them up, which opens the travellers popover; the number fields stay in the form
 * and carry the counts.
 */
export function TravellersField(props: {
  fid: (name: string) => string;
  value: PaxValue;
  onChange: Dispatch<SetStateAction<PaxValue>>;
  maxAdults: number;
  withChildren: boolean;
  Popover?: ComponentType<PaxPopoverProps>;
  load: LoadPart;
}) {
  const { t } = useTranslation('search');
  const { fid, value: pax, onChange, maxAdults, withChildren, Popover } = props;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const summary = [
    t('box.paxAdults', { count: pax.a }),
    pax.c ? t('box.paxChildren', { count: pax.c }) : '',
    pax.b ? t('box.paxBabies', { count: pax.b }) : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <fieldset className={`${css.fieldset} ${css.pax}`}>
      <legend className={css.legend} id={fid('pax-legend')}>
        {t('box.travellers')}
      </legend>
      <div className={`${css.paxGrid} ${css.noJs}`}>
        <PaxField
          id={fid('a')}
          name="a"
          label={t('box.adults')}
          hint={t('box.adultsAge')}
          min={PAX_LIMITS.a.min}
          max={maxAdults}
          value={pax.a}
          onChange={(a) => onChange((p) => ({ ...p, a }))}
        />
        {withChildren ? (
          <>
            <PaxField
              id={fid('c')}
              name="c"
              label={t('box.children')}
              hint={t('box.childrenAge')}
              min={PAX_LIMITS.c.min}
              max={PAX_LIMITS.c.max}
              value={pax.c}
              onChange={(c) => onChange((p) => ({ ...p, c }))}
            />
            <PaxField
              id={fid('b')}
              name="b"
              label={t('box.babies')}
              hint={t('box.babiesAge')}
              min={PAX_LIMITS.b.min}
              max={PAX_LIMITS.b.max}
              value={pax.b}
              onChange={(b) => onChange((p) => ({ ...p, b }))}
            />
          </>
        ) : null}
      </div>
      <div className={`${css.jsOnly} ${css.anchor}`}>
        <button
          ref={triggerRef}
          type="button"
          className={css.paxTrigger}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open && Popover ? fid('pax') : undefined}
          aria-labelledby={`${fid('pax-legend')} ${fid('pax-value')}`}
          onPointerEnter={() => props.load('pax')}
          onClick={() => {
            props.load('pax');
            setOpen((o) => !o);
          }}
        >
          <span id={fid('pax-value')}>{summary}</span>
        </button>
        {open && Popover ? (
          <Popover
            id={fid('pax')}
            labelledBy={fid('pax-legend')}
            value={pax}
            maxAdults={maxAdults}
            withChildren={withChildren}
            onChange={onChange}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) triggerRef.current?.focus();
            }}
            triggerRef={triggerRef}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

/** One count as a number field; a change outside the bounds is ignored. */
function PaxField(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={css.field}>
      <label className={css.paxLabel} htmlFor={props.id}>
        {props.label}
        <span className={css.hint}>{props.hint}</span>
      </label>
      <input
        className={css.control}
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        value={props.value}
        onChange={(event) => {
          const n = Number(event.target.value);
          if (Number.isInteger(n) && n >= props.min && n <= props.max) props.onChange(n);
        }}
        required
      />
    </div>
  );
}
