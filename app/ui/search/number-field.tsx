import { forwardRef, useId } from 'react';
import * as css from './number-field.css';

export interface NumberFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  min: number;
  max: number;
  placeholder?: string;
  describedBy?: string;
  disabled?: boolean;
}

/** A labelled whole-number input (digits only on mobile keyboards). */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { name, label, defaultValue, min, max, placeholder, describedBy, disabled },
  ref,
) {
  const id = useId();
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        className={css.input}
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-describedby={describedBy}
        disabled={disabled}
      />
    </div>
  );
});
