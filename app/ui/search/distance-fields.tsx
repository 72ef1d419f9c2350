import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTANCE } from '~/domain/search/criteria';
import * as fields from './filter-fields.css';
import * as css from './distance-fields.css';
import { NumberField } from './number-field';

export interface DistanceFieldsProps {
  legend: string;
  hideLegend?: boolean;
  /** the searched place's name */
  place: string;
  /** a city or resort has the 'Include offers around' switch; a point or point of interest is always searched around */
  withSwitch: boolean;
  distanceMin?: number;
  distanceMax?: number;
}

/**
 * Distance in km (0-300). Around a city, the switch 'Include offers around' turns the range on
 * (checked: the whole range) or off (no distance). The switch submits `distanceMin=0`, the number
 * `distanceMax`; with JavaScript the number is disabled while the switch is off, so nothing is sent.
 */
export function DistanceFields({
  legend,
  hideLegend = false,
  place,
  withSwitch,
  distanceMin,
  distanceMax,
}: DistanceFieldsProps) {
  const { t } = useTranslation('results');
  const hintId = useId();
  const active = distanceMin !== undefined || distanceMax !== undefined;
  const numberRef = useRef<HTMLInputElement>(null);
  const switchRef = useRef<HTMLInputElement>(null);
  // Enabled in the server render (no JavaScript: the number always submits); synced once scripts run.
  const [enabled, setEnabled] = useState(true);
  useEffect(() => {
    if (withSwitch && switchRef.current) setEnabled(switchRef.current.checked);
  }, [withSwitch]);

  const onSwitch = (checked: boolean) => {
    setEnabled(checked);
    const input = numberRef.current;
    if (!input) return;
    input.value = checked ? String(DISTANCE.max) : '';
  };

  const defaultMax =
    distanceMax !== undefined ? String(distanceMax) : withSwitch ? '' : String(DISTANCE.nearbyDefault);
  return (
    <fieldset className={fields.fieldsetLoose}>
      <legend className={hideLegend ? 'visually-hidden' : fields.legend}>{legend}</legend>
      {withSwitch ? (
        <label className={css.switchLabel}>
          <span>{t('filters.includeAround', { place })}</span>
          <input
            ref={switchRef}
            className={css.switchInput}
            type="checkbox"
            role="switch"
            name="distanceMin"
            value={String(DISTANCE.min)}
            defaultChecked={active}
            onChange={(e) => onSwitch(e.currentTarget.checked)}
          />
        </label>
      ) : null}
      <NumberField
        ref={numberRef}
        name="distanceMax"
        label={t('filters.distanceMax')}
        defaultValue={defaultMax}
        min={DISTANCE.min}
        max={DISTANCE.max}
        placeholder={String(DISTANCE.max)}
        describedBy={hintId}
        disabled={withSwitch && !enabled}
      />
      <p className={fields.hint} id={hintId}>
        {withSwitch
          ? t('filters.distanceHint', { min: DISTANCE.min, max: DISTANCE.max, place })
          : t('filters.distanceHintPoint', { min: DISTANCE.min, max: DISTANCE.max })}
      </p>
    </fieldset>
  );
}
