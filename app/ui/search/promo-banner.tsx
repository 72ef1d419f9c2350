import { button } from '../button.css';
import { LazyPicture } from '../lazy-picture';
import * as css from './promo-banner.css';

export interface PromoBannerProps {
  title: string;
  text: string;
  cta: string;
  href: string;
  imageId: string;
  tone: 'brand' | 'sand';
}

/** An inline block between result rows (gift card, gift stay…). */
export function PromoBanner({ title, text, cta, href, imageId, tone }: PromoBannerProps) {
  return (
    <aside className={tone === 'sand' ? `${css.banner} ${css.sand}` : css.banner} aria-label={title}>
      <LazyPicture id={imageId} className={css.image} sizes="(min-width: 768px) 40vw, 100vw" />
      <div className={css.copy}>
        <h2 className={css.title}>{title}</h2>
        <p className={tone === 'brand' ? `${css.text} ${css.brandText}` : css.text}>{text}</p>
        <a className={tone === 'brand' ? button.light : button.primary} href={href}>
          {cta}
        </a>
      </div>
    </aside>
  );
}
