/**
 * Content for the six markets: home pages per flow, banners, promo bars,
 * gift block, search-page blocks, suggestions with real offer counts, articles, static pages and
 * partner mini-sites. Every JSON document is validated with the schemas of app/domain/content.ts
 * before it is written: the seed fails rather than store content the site would skip.
 */
import type { z } from 'zod';
import {
  announcementBannerSchema,
  type Block,
  blockSchema,
  boxBlockSerpSchema,
  giftBlockSchema,
  homeContentSchema,
  promoBarSchema,
  searchSuggestionsSchema,
  seoTextSchema,
  targetedBannerSchema,
  weekendIdeasSchema,
} from '../../app/domain/content';
import { addDays } from '../../app/domain/calendar/dates';
import { imageUrl } from '../../app/domain/images';
import { MARKETS, type Market } from '../../app/domain/market';
import { slugify } from '../../app/domain/text';
import type { ContentFlow, ContentKind } from '../../app/server/db/schema';
import {
  ANNOUNCEMENT_BANNERS,
  ARTICLES,
  GIFT_BLOCK,
  HOME_CONTENT,
  type HomeCopy,
  PROMO_BAR_LINKS,
  SEO_SEARCH_TEXTS,
  STATIC_PAGES,
  TARGETED_BANNERS,
  THEMES,
  WEEKEND_IDEAS_SECTIONS,
} from './data/vocabulary';
import type { BoxSummary } from './gifts';
import type { Places } from './geography';
import type { OfferSummary } from './offers';
import type { Random } from './random';
import { geography } from './data/geography';
import { fill, L, type Language, type Localized } from './util';
import type { Writer } from './writer';

export interface ContentInput {
  places: Places;
  offers: OfferSummary[];
  boxes: BoxSummary[];
  today: string;
}

const ARTICLES_TITLE: Localized = L(
  'Travel inspiration',
  'Nos idées d’évasion',
  'Inspiración para viajar',
  'Inspiratie voor je reis',
  'Ispirazione per viaggiare',
);
const SEE_BOXES: Localized = L(
  'See all gift boxes',
  'Voir tous les coffrets',
  'Ver todas las cajas regalo',
  'Bekijk alle cadeauboxen',
  'Vedi tutti i cofanetti',
);
const SEE_ALL: Localized = L('See all', 'Tout voir', 'Ver todo', 'Alles bekijken', 'Vedi tutto');
const BOX_BLOCK_TITLE: Localized = L(
  'Give a gift box',
  'Offrez un coffret cadeau',
  'Regala una caja regalo',
  'Geef een cadeaubox',
  'Regala un cofanetto',
);
const BOX_BLOCK_SUBTITLE: Localized = L(
  'Stays to choose from, valid for more than 3 years',
  'Des séjours au choix, valables plus de 3 ans',
  'Estancias a elegir, válidas más de 3 años',
  'Verblijven naar keuze, meer dan 3 jaar geldig',
  'Soggiorni a scelta, validi più di 3 anni',
);
const SEO_TITLE: Localized = L(
  'Weekend breaks with activities included',
  'Week-ends avec activités incluses',
  'Escapadas con actividades incluidas',
  'Weekendjes weg met activiteiten inbegrepen',
  'Weekend con attività incluse',
);
const SUGGESTIONS_TITLE: Localized = L(
  'Popular destinations',
  'Destinations populaires',
  'Destinos populares',
  'Populaire bestemmingen',
  'Destinazioni popolari',
);
const WEEKEND_IDEAS_TITLE: Localized = L(
  'Weekend ideas',
  'Idées week-end',
  'Ideas para el fin de semana',
  'Ideeën voor een weekendje weg',
  'Idee per il weekend',
);
const GIFT_CARD_AMOUNT: Localized = L(
  'Gift card {amount}',
  'Carte cadeau {amount}',
  'Tarjeta regalo {amount}',
  'Cadeaukaart {amount}',
  'Carta regalo {amount}',
);
const USP_ICONS = ['star', 'calendar', 'card', 'support'];
const COLORS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;

const MINISITES = [
  {
    slug: 'club-avantages',
    market: 'fr-fr',
    partner: 'Club Avantages',
    footer: 'Offre réservée aux membres du Club Avantages.',
  },
  {
    slug: 'ce-evasion',
    market: 'fr-fr',
    partner: 'CE Évasion',
    footer: 'Offre réservée aux bénéficiaires des comités d’entreprise partenaires.',
  },
  { slug: 'fidelite-voyages', market: 'fr-fr', partner: null, footer: null },
  {
    slug: 'mutualite-loisirs',
    market: 'fr-be',
    partner: 'Mutualité Loisirs',
    footer: 'Avantage réservé aux affiliés.',
  },
  {
    slug: 'vrije-tijd-club',
    market: 'nl-be',
    partner: 'Vrije Tijd Club',
    footer: 'Voordeel voor leden van de Vrije Tijd Club.',
  },
] as const;

function checked<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown, what: string): string {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(
      `Invalid ${what}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return JSON.stringify(value);
}

function euros(cents: number, market: Market): string {
  return new Intl.NumberFormat(market.bcp47, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function writeContent(w: Writer, input: ContentInput, rng: Random): void {
  const { places, offers, boxes, today } = input;
  const published = offers.filter((o) => o.published);
  const offersByCity = new Map<number, number>();
  for (const o of published)
    if (o.kind === 'weekend') offersByCity.set(o.cityId, (offersByCity.get(o.cityId) ?? 0) + 1);
  const topBoxCodes = boxes
    .slice()
    .sort((a, b) => b.offers - a.offers || a.code.localeCompare(b.code))
    .map((b) => b.code);
  let articleId = 1;
  let minisiteId = 1;

  for (const market of MARKETS) {
    const m = market.code;
    const lang: Language = market.language;
    const r = rng.fork(m);
    const entry = (
      kind: ContentKind,
      data: string,
      extra: {
        flow?: ContentFlow | null;
        page?: 'home' | 'search' | 'product' | null;
        position?: number;
      } = {},
    ) =>
      w.insert('content_entries', {
        market: m,
        kind,
        flow: extra.flow ?? null,
        page: extra.page ?? null,
        position: extra.position ?? 0,
        data,
        starts_on: null,
        ends_on: null,
      });
    const banner = () => `banner-${r.int(1, 12)}`;

    // Cities of the market's country with the most offers (suggestions, destination blocks).
    const topCities = places.cities
      .filter((c) => c.countryCode === market.country && (offersByCity.get(c.id) ?? 0) > 0)
      .sort(
        (a, b) =>
          (offersByCity.get(b.id) ?? 0) - (offersByCity.get(a.id) ?? 0) || b.population - a.population,
      )
      .slice(0, 12);
    const cityLinks = (path: string) =>
      topCities.slice(0, 8).map((c) => ({
        label: c.name[lang],
        url: `/${m}${path}${path.includes('?') ? '&' : '?'}city=${c.id}`,
      }));
    const themeLinks = (suffix: string) =>
      THEMES.map((t) => ({ label: t.name[lang], url: `/${m}/search?theme=${t.id}${suffix}` }));

    // ---- home pages per flow
    const flows: ('booking' | 'gifting' | 'activity')[] = ['booking', 'gifting', 'activity'];
    for (const flow of flows) {
      const copy: HomeCopy = HOME_CONTENT[flow];
      const t = (i: number) => copy.blockTitles[i]?.[lang];
      const mainUsp: Block = {
        __typename: 'MainUsp',
        id: `${flow}-usp`,
        list: copy.usps.map((u, i) => ({ label: u[lang], icon: USP_ICONS[i % USP_ICONS.length] })),
      };
      const top = (
        id: string,
        title: string | undefined,
        type: 'stays' | 'gifts' | 'activities',
        url: string,
      ): Block => ({
        __typename: 'TopSearchResults',
        id,
        title,
        searchParams: { type, url, resultsCount: 3, newTab: false },
        cta: { label: SEE_ALL[lang], link: { url, newTab: false } },
      });
      const categories = (
        id: string,
        title: string | undefined,
        list: { label: string; url: string }[],
      ): Block => ({
        __typename: 'Categories',
        id,
        title,
        list,
      });
      const boxBlock = (title: string | undefined): Block => ({
        __typename: 'BoxesByCode',
        id: `${flow}-boxes`,
        title,
        boxCodes: topBoxCodes.slice(0, 6),
        cta: { label: SEE_BOXES[lang], link: { url: `/${m}/boxes`, newTab: false } },
      });
      const articleBlock: Block = {
        __typename: 'Article',
        id: `${flow}-articles`,
        title: ARTICLES_TITLE[lang],
        list: ARTICLES.slice(0, 3).map((a, i) => ({
          label: a.title[lang],
          text: a.teaser[lang],
          url: `/${m}/weekend-ideas#${slugify(a.title[lang])}`,
          imageId: `${['city', 'countryside', 'sea'][i]}-${i + 1}`,
        })),
      };
      let blocks: Block[];
      if (flow === 'booking') {
        blocks = [
          mainUsp,
          top('booking-top', t(0), 'stays', `/${m}/search`),
          top('booking-last-minute', t(1), 'stays', `/${m}/search?sort=promo`),
          top('booking-wellness', t(2), 'stays', `/${m}/search?theme=26`),
          categories('booking-themes', t(3), themeLinks('')),
          categories('booking-destinations', t(4), cityLinks('/search')),
          boxBlock(GIFT_BLOCK.title[lang]),
          articleBlock,
        ];
      } else if (flow === 'gifting') {
        blocks = [
          mainUsp,
          top('gifting-top', t(0), 'gifts', `/${m}/search?flow=gifting&theme=23`),
          boxBlock(t(1)),
          {
            __typename: 'PromoCards',
            id: 'gifting-giftcards',
            title: t(2),
            list: [5000, 10000, 15000].map((amount) => ({
              label: GIFT_CARD_AMOUNT[lang].replace('{amount}', euros(amount, market)),
              url: `/${m}/giftcard/customization`,
              imageId: `giftcard-${amount / 5000}`,
            })),
          },
          categories('gifting-themes', t(3), themeLinks('&flow=gifting')),
          top('gifting-last-minute', t(4), 'gifts', `/${m}/search?flow=gifting&sort=svPriceAsc`),
          articleBlock,
        ];
      } else {
        blocks = [
          mainUsp,
          top('activity-spa', t(0), 'activities', `/${m}/search/activities?theme=26`),
          top('activity-tastings', t(1), 'activities', `/${m}/search/activities?theme=19`),
          top('activity-outdoor', t(2), 'activities', `/${m}/search/activities?theme=8`),
          top('activity-family', t(3), 'activities', `/${m}/search/activities?theme=39`),
          categories('activity-destinations', t(4), cityLinks('/search/activities')),
        ];
      }
      for (const block of blocks) checked(blockSchema, block, `${m} ${flow} block ${block.id}`);
      const image = banner();
      const home = {
        seo: {
          title: copy.seoTitle[lang],
          description: copy.seoDescription[lang],
          index: true,
          follow: true,
        },
        header: { showHeader: true },
        promoBar: { documentId: 'main', showFlowTabs: true, ctas: [] },
        jumbotron: {
          title: copy.jumbotronTitle[lang],
          subtitle: copy.jumbotronSubtitle[lang],
          imageLarge: { url: imageUrl(image, '1920_595') },
          imageSmall: { url: imageUrl(image, '750_360') },
          ctas: [],
        },
        blocks,
        footer: { showFooter: true, showLegal: true, showContact: true },
      };
      entry('home', checked(homeContentSchema, home, `${m} ${flow} home`), { flow });
    }

    // ---- announcement banners: one per page, for every flow
    (['home', 'search', 'product'] as const).forEach((page, i) => {
      const b = ANNOUNCEMENT_BANNERS[(i + MARKETS.indexOf(market)) % ANNOUNCEMENT_BANNERS.length];
      const data = {
        title: b.title[lang],
        content: b.content[lang],
        link: { url: `/${m}/search?sort=promo`, campaign: 'seasonal-sale', category: 'announcement' },
        colorVariation: COLORS[(i + 2) % COLORS.length],
      };
      entry('announcement_banner', checked(announcementBannerSchema, data, `${m} announcement banner`), {
        page,
        position: i,
      });
    });

    // ---- promo bars
    const promoUrl = (kind: string) =>
      ({
        'last-minute': `/${m}/search?sort=promo`,
        gift: `/${m}/gift-voucher`,
        theme: `/${m}/search?theme=26`,
        'flash-sale': `/${m}/search?sort=promo`,
        activity: `/${m}/search/activities`,
      })[kind] ?? `/${m}/search`;
    const bar = {
      internalCode: 'main',
      campaign: 'promo-bar',
      category: 'navigation',
      links: PROMO_BAR_LINKS.map((l, i) => ({
        label: l.label[lang],
        url: promoUrl(l.kind),
        newTab: false,
        variant: i === 0 ? 'black' : 'default',
      })),
    };
    entry('promo_bar', checked(promoBarSchema, bar, `${m} promo bar`));
    const giftBar = {
      internalCode: 'gifting',
      flow: 'gifting',
      links: PROMO_BAR_LINKS.filter((l) => l.kind === 'gift' || l.kind === 'activity').map((l) => ({
        label: l.label[lang],
        url: promoUrl(l.kind),
        newTab: false,
        variant: 'default',
      })),
    };
    entry('promo_bar', checked(promoBarSchema, giftBar, `${m} gifting promo bar`), {
      flow: 'gifting',
      position: 1,
    });

    // ---- targeted banners
    TARGETED_BANNERS.forEach((b, i) => {
      const image = banner();
      const url = i % 2 === 0 ? `/${m}/search?theme=23` : `/${m}/search?flow=gifting`;
      const data = {
        title: b.title[lang],
        subtitle: b.subtitle[lang],
        imageUrl: imageUrl(image, '1920_595'),
        imageMobile: imageUrl(image, '750_360'),
        imagePosition: (['center', 'left', 'right'] as const)[i % 3],
        ctas: [{ label: b.cta[lang], link: { url, newTab: false } }],
        url,
        newTab: false,
      };
      entry('targeted_banner', checked(targetedBannerSchema, data, `${m} targeted banner`), { position: i });
    });

    // ---- gift block
    const giftImage = `box-${r.int(1, 12)}`;
    const gift = {
      title: GIFT_BLOCK.title[lang],
      subtitle: GIFT_BLOCK.subtitle[lang],
      imageS: imageUrl(giftImage, '640_360'),
      imageL: imageUrl(giftImage, '960_540'),
      boxURL: `/${m}/boxes`,
      singleVoucherURL: `/${m}/gift-voucher`,
      giftcardURL: `/${m}/giftcard/customization`,
      activityOnlyURL: `/${m}/search/activities`,
      campaign: 'gift-block',
      category: 'cross-sell',
    };
    entry('gift_block', checked(giftBlockSchema, gift, `${m} gift block`));

    // ---- box block between search results
    const boxBlock = {
      id: 'box-block-serp',
      containerId: 'serp-boxes',
      title: BOX_BLOCK_TITLE[lang],
      subtitle: BOX_BLOCK_SUBTITLE[lang],
      colorPalette: { font: 'light', background: '#1f3a5f' },
      cta: { label: SEE_BOXES[lang], link: { url: `/${m}/boxes`, newTab: false } },
      boxes: topBoxCodes.slice(0, 4),
    };
    entry('box_block_serp', checked(boxBlockSerpSchema, boxBlock, `${m} box block`), { page: 'search' });

    // ---- weekend ideas
    const ideas = {
      title: WEEKEND_IDEAS_TITLE[lang],
      sections: WEEKEND_IDEAS_SECTIONS.map((s, i) => ({
        title: s.title[lang],
        text: s.intro[lang],
        imageId: `${['room', 'spa', 'food', 'countryside', 'sea', 'mountain'][i % 6]}-${(i % 12) + 1}`,
        links: [
          ...r.sample(THEMES, 3).map((t) => ({ label: t.name[lang], url: `/${m}/search?theme=${t.id}` })),
          ...r.sample(topCities, 3).map((c) => ({ label: c.name[lang], url: `/${m}/search?city=${c.id}` })),
        ],
      })),
    };
    entry('weekend_ideas', checked(weekendIdeasSchema, ideas, `${m} weekend ideas`));

    // ---- SEO text under the results
    const country = geography.countries.find((c) => c.code === market.country)!;
    const seo = {
      title: SEO_TITLE[lang],
      paragraphs: SEO_SEARCH_TEXTS.map((p, i) =>
        fill(p[lang], {
          destination: country.name[lang],
          theme: THEMES[(i + MARKETS.indexOf(market)) % THEMES.length].name[lang],
        }),
      ),
    };
    entry('seo_text', checked(seoTextSchema, seo, `${m} seo text`), { page: 'search' });

    // ---- suggestion links with real offer counts
    const suggestions = {
      title: SUGGESTIONS_TITLE[lang],
      links: topCities.map((c) => ({
        label: c.name[lang],
        url: `/${m}/search?city=${c.id}`,
        numberOfOffers: offersByCity.get(c.id) ?? 0,
      })),
    };
    entry('search_suggestions', checked(searchSuggestionsSchema, suggestions, `${m} search suggestions`), {
      page: 'search',
    });

    // ---- articles: 12 per market, one every ~9 days back from today
    ARTICLES.forEach((a, i) => {
      w.insert('articles', {
        id: articleId++,
        market: m,
        slug: slugify(a.title[lang]),
        title: a.title[lang],
        teaser: a.teaser[lang],
        body: a.body[lang],
        image_id: `${['city', 'countryside', 'sea', 'mountain', 'food', 'spa'][i % 6]}-${((i * 5) % 12) + 1}`,
        published_on: addDays(today, -(i * 9 + r.int(0, 6))),
      });
    });

    // ---- static pages (trusted HTML written by the shop)
    for (const page of STATIC_PAGES) {
      const body = page.body[lang]
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
        .join('\n');
      w.insert('static_pages', { id: page.key, market: m, title: page.title[lang], body });
    }

    // ---- partner mini-sites
    for (const site of MINISITES.filter((s) => s.market === m)) {
      w.insert('minisites', {
        id: minisiteId++,
        slug: site.slug,
        market: m,
        partner_name: site.partner,
        logo_image_id: site.partner ? `box-${minisiteId}` : null,
        banner_image_id: banner(),
        footer: site.footer,
      });
    }
  }
}
