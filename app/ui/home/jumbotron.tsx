import type { ReactNode } from 'react';
import { button } from '../button.css';
import { CmsLink } from '../cms-link';
import * as css from './jumbotron.css';

export interface JumbotronProps {
  title: string;
  subtitle?: string;
  imageLarge: string;
  imageSmall: string;
  ctas?: readonly { label: string; href: string; newTab?: boolean }[];
  /** the search box, overlapping the picture's lower edge */
  children?: ReactNode;
}

/** Width and height from a generated image URL (`/img/{id}/{w}_{h}.webp`), so the box never shifts. */
function dimensions(url: string, fallback: { width: number; height: number }) {
  const match = /\/(\d+)_(\d+)\.\w+$/.exec(url);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : fallback;
}

/** The home page's jumbotron: the LCP picture (art-directed), the page title and the search box. */
export function Jumbotron({ title, subtitle, imageLarge, imageSmall, ctas = [], children }: JumbotronProps) {
  const large = dimensions(imageLarge, { width: 1920, height: 880 });
  const small = dimensions(imageSmall, { width: 750, height: 360 });
  // React 18 passes the lowercase attribute through unchanged.
  const priority = { fetchpriority: 'high' } as Record<string, string>;
  return (
    <div className={css.hero}>
      <div className={css.media}>
        <picture>
          <source media="(min-width: 768px)" srcSet={imageLarge} width={large.width} height={large.height} />
          <img
            className={css.image}
            src={imageSmall}
            width={small.width}
            height={small.height}
            alt=""
            {...priority}
          />
        </picture>
        <div className={css.shade} />
        <div className={css.copy}>
          <div className="container">
            <h1 className={css.title}>{title}</h1>
            {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
            {ctas.length > 0 ? (
              <ul className={css.ctas}>
                {ctas.slice(0, 5).map((cta, i) => (
                  <li key={i}>
                    <CmsLink className={button.light} href={cta.href} newTab={cta.newTab}>
                      {cta.label}
                    </CmsLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
      {children ? <div className={`container ${css.below}`}>{children}</div> : null}
    </div>
  );
}
