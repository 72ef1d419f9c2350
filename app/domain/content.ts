/**
 * Shapes of the content the shop edits per market and flow (home CMS,
 * announcement banners, promo bars, targeted banners, gift block). Content rows store JSON; these
 * schemas validate it on the way out so a bad row degrades to "no block" instead of a crash.
 */
import { z } from 'zod';
import { FLOWS } from './flows';

const link = z.object({ url: z.string(), newTab: z.boolean().default(false) });
export const ctaSchema = z.object({ label: z.string(), link });
export type Cta = z.infer<typeof ctaSchema>;

const colorPalette = z.object({
  font: z.enum(['light', 'dark']).default('dark'),
  background: z.string().default('#ffffff'),
});

export const announcementBannerSchema = z.object({
  title: z.string().optional(),
  content: z.string(),
  link: z
    .object({ url: z.string(), campaign: z.string().optional(), category: z.string().optional() })
    .optional(),
  colorVariation: z.enum(['black', 'grey', 'red', 'yellow', 'blue', 'green']).default('black'),
});
export type AnnouncementBanner = z.infer<typeof announcementBannerSchema>;

export const promoBarSchema = z.object({
  internalCode: z.string(),
  campaign: z.string().optional(),
  category: z.string().optional(),
  flow: z.enum(FLOWS).optional(),
  links: z.array(
    z.object({
      label: z.string(),
      url: z.string(),
      newTab: z.boolean().default(false),
      variant: z.enum(['default', 'black']).default('default'),
    }),
  ),
});
export type PromoBar = z.infer<typeof promoBarSchema>;

export const targetedBannerSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  imageUrl: z.string(),
  imageMobile: z.string().optional(),
  imagePosition: z.enum(['center', 'left', 'right']).default('center'),
  ctas: z.array(ctaSchema).default([]),
  url: z.string().optional(),
  newTab: z.boolean().default(false),
});
export type TargetedBanner = z.infer<typeof targetedBannerSchema>;

export const giftBlockSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  imageS: z.string(),
  imageL: z.string(),
  boxURL: z.string(),
  singleVoucherURL: z.string(),
  giftcardURL: z.string(),
  activityOnlyURL: z.string().optional(),
  campaign: z.string().optional(),
  category: z.string().optional(),
});
export type GiftBlock = z.infer<typeof giftBlockSchema>;

/** Landing blocks of the home page; `__typename` selects the component. */
export const blockSchema = z.object({
  __typename: z.enum([
    'Boxes',
    'MainUsp',
    'MarketingBlock',
    'Categories',
    'Banner',
    'BoxesByCode',
    'RelatedBanner',
    'Article',
    'TopSearchResults',
    'PromoCards',
    'TargetedBanner',
    'BestBoxes',
    'TopBar',
  ]),
  id: z.string(),
  containerId: z.string().optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  colorPalette: colorPalette.optional(),
  cta: ctaSchema.optional(),
  variant: z.string().optional(),
  /** USP items, category links, promo cards, article links: label + optional url/icon/image */
  list: z
    .array(
      z.object({
        label: z.string(),
        text: z.string().optional(),
        url: z.string().optional(),
        icon: z.string().optional(),
        imageId: z.string().optional(),
      }),
    )
    .optional(),
  /** TopSearchResults: the search to show (type stays|gifts|activities, url, resultsCount default 3) */
  searchParams: z
    .object({
      type: z.enum(['stays', 'gifts', 'activities']),
      url: z.string(),
      resultsCount: z.number().int().default(3),
      newTab: z.boolean().default(false),
    })
    .optional(),
  /** BoxesByCode / BestBoxes */
  boxCodes: z.array(z.string()).optional(),
  content: z.string().optional(),
});
export type Block = z.infer<typeof blockSchema>;

export const homeContentSchema = z.object({
  seo: z.object({
    title: z.string(),
    description: z.string(),
    index: z.boolean().default(true),
    follow: z.boolean().default(true),
  }),
  header: z.object({ showHeader: z.boolean().default(true) }).default({}),
  promoBar: z
    .object({
      documentId: z.string().optional(),
      showFlowTabs: z.boolean().default(true),
      ctas: z.array(ctaSchema).default([]),
    })
    .default({}),
  jumbotron: z.object({
    title: z.string(),
    subtitle: z.string().optional(),
    imageLarge: z.object({ url: z.string() }),
    imageSmall: z.object({ url: z.string() }),
    ctas: z.array(ctaSchema).default([]),
    countdown: z.object({ start: z.string(), end: z.string() }).optional(),
  }),
  blocks: z.array(blockSchema).default([]),
  footer: z
    .object({
      showFooter: z.boolean().default(true),
      showLegal: z.boolean().default(true),
      showContact: z.boolean().default(true),
    })
    .default({}),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** Parses one stored JSON document; undefined when it does not fit (logged by the caller). */
export function parseContent<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, json: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(json));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- search-page content

/** The box block between result rows: id, containerId, title, subtitle, colorPalette, cta, boxes (box codes). */
export const boxBlockSerpSchema = z.object({
  id: z.string(),
  containerId: z.string().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  colorPalette: colorPalette.optional(),
  cta: ctaSchema.optional(),
  boxes: z.array(z.string()).default([]),
});
export type BoxBlockSerp = z.infer<typeof boxBlockSerpSchema>;

/** Suggestion links under the results: label, url and numberOfOffers ('{{count}} weekends'). */
export const searchSuggestionsSchema = z.object({
  title: z.string(),
  links: z.array(
    z.object({ label: z.string(), url: z.string(), numberOfOffers: z.number().int().nonnegative() }),
  ),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** Long SEO text at the bottom of the results (paragraphs of plain text). */
export const seoTextSchema = z.object({ title: z.string(), paragraphs: z.array(z.string()) });
export type SeoText = z.infer<typeof seoTextSchema>;

/** The weekend-ideas page: sections of links to searches. */
export const weekendIdeasSchema = z.object({
  title: z.string(),
  intro: z.string().optional(),
  sections: z.array(
    z.object({
      title: z.string(),
      text: z.string().optional(),
      imageId: z.string().optional(),
      links: z.array(z.object({ label: z.string(), url: z.string() })),
    }),
  ),
});
export type WeekendIdeas = z.infer<typeof weekendIdeasSchema>;

/** An article of the magazine (not-found page grid, home Article block). */
export interface Article {
  id: number;
  slug: string;
  title: string;
  teaser: string;
  body: string;
  imageId: string;
  publishedOn: string; // yyyy-MM-dd
}
