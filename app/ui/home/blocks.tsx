import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '~/domain/content';
import type { BoxCardView } from '~/domain/product/box-view';
import { parseImageId } from '~/domain/images';
import { button } from '../button.css';
import { CmsLink } from '../cms-link';
import { localHref } from '../href';
import { ArrowRightIcon, UspIcon } from '../icons';
import { LazyPicture } from '../lazy-picture';
import * as css from './blocks.css';

interface BlockProps {
  block: Block;
  marketCode: string;
  /** the boxes that box blocks name, by code */
  boxes?: Readonly<Record<string, BoxCardView>>;
}

/** The home page's landing blocks in CMS order; an unknown or unusable block renders nothing. */
export function HomeBlocks({
  blocks,
  marketCode,
  boxes,
}: {
  blocks: readonly Block[];
  marketCode: string;
  boxes?: Readonly<Record<string, BoxCardView>>;
}) {
  return (
    <div className={css.blocks}>
      {blocks.map((block) => {
        const Component = COMPONENTS[block.__typename];
        return Component ? (
          <Component key={block.id} block={block} marketCode={marketCode} boxes={boxes} />
        ) : null;
      })}
    </div>
  );
}

const COMPONENTS: Partial<Record<Block['__typename'], (props: BlockProps) => ReactElement | null>> = {
  MainUsp,
  Categories,
  PromoCards: Categories,
  TopSearchResults,
  Article: Articles,
  Banner,
  TargetedBanner: Banner,
  RelatedBanner: Banner,
  MarketingBlock: Banner,
  BoxesByCode: BoxCodes,
  BestBoxes: BoxCodes,
  Boxes: BoxCodes,
};

function headingId(block: Block) {
  return `block-${block.id}`;
}

function sectionClass(block: Block, fallback: string = css.section) {
  if (block.colorPalette?.font === 'light') return css.sectionDark;
  const bg = block.colorPalette?.background?.toLowerCase();
  if (bg && bg !== '#ffffff' && bg !== '#fff' && bg !== 'white') return css.sectionTinted;
  return fallback;
}

/** A block's title (its section's name) and subtitle. */
function BlockHeading({ block }: { block: Block }) {
  return (
    <div>
      {block.title ? (
        <h2 className={css.title} id={headingId(block)}>
          {block.title}
        </h2>
      ) : null}
      {block.subtitle ? <p className={css.subtitle}>{block.subtitle}</p> : null}
    </div>
  );
}

function Section({
  block,
  marketCode,
  children,
  className,
}: BlockProps & { children: ReactNode; className?: string }) {
  const labelled = Boolean(block.title);
  return (
    <section
      className={sectionClass(block, className)}
      aria-labelledby={labelled ? headingId(block) : undefined}
    >
      <div className="container">
        {block.title || block.cta ? (
          <div className={css.head}>
            <BlockHeading block={block} />
            {block.cta ? (
              <CmsLink
                className={css.moreLink}
                href={localHref(block.cta.link.url, marketCode)}
                newTab={block.cta.link.newTab}
              >
                {block.cta.label}
                <ArrowRightIcon />
              </CmsLink>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** Generated picture of a CMS item, or nothing when the id is not one of the shop's pictures. */
function CardImage({ id, className }: { id: string | undefined; className: string }) {
  if (!id || !parseImageId(id)) return null;
  return (
    <LazyPicture
      id={id}
      className={className}
      sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
    />
  );
}

/** A card that is one link: picture, title, optional text and a call to action with an arrow. */
function LinkCard({
  href,
  imageId,
  title,
  text,
  cta,
}: {
  href: string;
  imageId: string | undefined;
  title: string;
  text?: string;
  cta: string;
}) {
  return (
    <a className={css.card} href={href}>
      <CardImage id={imageId} className={css.cardImage} />
      <span className={css.cardBody}>
        <span className={css.cardTitle}>{title}</span>
        {text ? <span className={css.cardText}>{text}</span> : null}
        <span className={css.cardCta}>
          {cta}
          <ArrowRightIcon size={16} />
        </span>
      </span>
    </a>
  );
}

function MainUsp({ block, marketCode }: BlockProps) {
  const items = block.list ?? [];
  if (items.length === 0) return null;
  const bordered = block.variant === 'bordered';
  return (
    <Section
      block={block}
      marketCode={marketCode}
      className={block.variant === 'secondary' ? css.sectionTinted : css.section}
    >
      <ul className={css.uspList}>
        {items.map((item, i) => (
          <li key={i} className={`${css.uspItem} ${bordered ? css.uspItemBordered : ''}`}>
            <span className={css.uspIcon}>
              <UspIcon name={item.icon} />
            </span>
            <div>
              <p className={css.uspLabel}>{item.label}</p>
              {item.text ? <p className={css.uspText}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Categories({ block, marketCode }: BlockProps) {
  const items = (block.list ?? []).filter((item) => item.url);
  if (items.length === 0) return null;
  const withImages = items.every((item) => item.imageId && parseImageId(item.imageId));
  return (
    <Section block={block} marketCode={marketCode}>
      {withImages ? (
        <ul className={css.tileGrid}>
          {items.map((item, i) => (
            <li key={i}>
              <a className={css.tile} href={localHref(item.url ?? '', marketCode)}>
                <CardImage id={item.imageId} className={css.tileImage} />
                <span className={css.tileLabel}>{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={css.pills}>
          {items.map((item, i) => (
            <li key={i}>
              <a className={css.pill} href={localHref(item.url ?? '', marketCode)}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function TopSearchResults({ block, marketCode }: BlockProps) {
  const { t } = useTranslation('home');
  const search = block.searchParams;
  if (!search) return null;
  const id = headingId(block);
  return (
    <section className={css.section} aria-labelledby={block.title ? id : undefined}>
      <div className="container">
        <div className={css.topSearch}>
          <BlockHeading block={block} />
          <CmsLink className={button.brand} href={localHref(search.url, marketCode)} newTab={search.newTab}>
            {block.cta?.label ?? t(`blocks.topSearch.${search.type}`)}
            <ArrowRightIcon />
          </CmsLink>
        </div>
      </div>
    </section>
  );
}

function Articles({ block, marketCode }: BlockProps) {
  const { t } = useTranslation('home');
  const items = (block.list ?? []).filter((item) => item.url);
  if (items.length === 0) return null;
  return (
    <Section block={block} marketCode={marketCode}>
      <ul className={css.cardGrid}>
        {items.map((item, i) => (
          <li key={i}>
            <LinkCard
              href={localHref(item.url ?? '', marketCode)}
              imageId={item.imageId}
              title={item.label}
              text={item.text}
              cta={t('blocks.readArticle')}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Banner({ block, marketCode }: BlockProps) {
  const imageId = block.list?.find((item) => item.imageId)?.imageId;
  if (!block.title && !block.content) return null;
  const id = headingId(block);
  return (
    <section className={css.section} aria-labelledby={block.title ? id : undefined}>
      <div className="container">
        <div className={css.banner}>
          <CardImage id={imageId} className={css.bannerImage} />
          <div className={css.bannerBody}>
            {block.title ? (
              <h2 className={css.bannerTitle} id={id}>
                {block.title}
              </h2>
            ) : null}
            {block.subtitle ? <p className={css.bannerText}>{block.subtitle}</p> : null}
            {block.content ? <p className={css.bannerText}>{block.content}</p> : null}
            {block.cta ? (
              <CmsLink
                className={button.light}
                href={localHref(block.cta.link.url, marketCode)}
                newTab={block.cta.link.newTab}
              >
                {block.cta.label}
              </CmsLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** The boxes a block names, by their title in the market's language, each linking to its page. */
function BoxCodes({ block, marketCode, boxes }: BlockProps) {
  const { t } = useTranslation('home');
  const teasers = (block.boxCodes ?? []).flatMap((code) => boxes?.[code] ?? []);
  if (teasers.length === 0) return null;
  return (
    <Section block={block} marketCode={marketCode} className={css.sectionTinted}>
      <ul className={css.cardGrid}>
        {teasers.map((box) => (
          <li key={box.code}>
            <LinkCard href={box.href} imageId={box.imageId} title={box.title} cta={t('blocks.seeBox')} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
