import { useTranslation } from 'react-i18next';
import type { Flow } from '~/domain/flows';
import * as css from './search-box.css';
import { withoutCriteria } from './search-box-model';

/** The flows as links, the current one marked with aria-current (the activity link keeps no criteria). */
export function FlowLinks(props: {
  flows: readonly Flow[];
  flow: Flow;
  hrefForFlow: (flow: Flow) => string;
}) {
  const { t } = useTranslation('search');
  return (
    <nav className={css.flows} aria-label={t('box.flowsLabel')}>
      <ul className={css.flowList}>
        {props.flows.map((f) => (
          <li key={f}>
            <a
              className={css.flowLink}
              href={f === 'activity' ? withoutCriteria(props.hrefForFlow(f)) : props.hrefForFlow(f)}
              aria-current={f === props.flow ? 'page' : undefined}
            >
              {t(`box.flows.${f}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
