import { useTranslation } from 'react-i18next';
import * as css from './search-box.css';
import type { SearchBoxTheme } from './search-box-model';

/** The theme select ('All themes' first); wide when the flow has no dates. */
export function ThemeField(props: {
  id: string;
  wide: boolean;
  themes: readonly SearchBoxTheme[];
  initial?: number;
  onChange: (theme: string) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <div className={`${css.field} ${props.wide ? css.themeWide : css.theme}`}>
      <label className={css.label} htmlFor={props.id}>
        {t('box.theme')}
      </label>
      <select
        className={css.control}
        id={props.id}
        name="theme"
        defaultValue={props.initial ? String(props.initial) : ''}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{t('box.allThemes')}</option>
        {props.themes.map((th) => (
          <option key={th.id} value={th.id}>
            {th.name}
          </option>
        ))}
      </select>
    </div>
  );
}
