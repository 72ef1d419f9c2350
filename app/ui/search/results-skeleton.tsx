import * as css from './results-skeleton.css';
import { grid } from './results-grid.css';

/** Placeholder cards while a client navigation loads the next results. */
export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={css.card}>
          <div className={css.image} />
          <div className={css.title} />
          <div className={css.short} />
          <div className={css.line} />
          <div className={css.price} />
        </li>
      ))}
    </ul>
  );
}
