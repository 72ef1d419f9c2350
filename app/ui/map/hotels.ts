/**
 * The hotels of the results map on the client: the page's cards numbered as in the list, the map
 * search and one hotel's card data from /api/search/offers.json, and the info card's view model.
 */
import { shownPriceCents } from '~/domain/pricing';
import {
  cardContextOf as criteriaCardContext,
  cardLinks,
  type CardContext,
  type ItemCategory,
} from '~/domain/search/card';
import type { SearchCriteria } from '~/domain/search/criteria';
import type { NumberedCard } from './numbered';

export { numberedHotels, type NumberedCard } from './numbered';

export interface MapHotel {
  hotelId: number;
  lat: number;
  lng: number;
}

export interface HotelInfo {
  hotelId: number;
  name: string;
  stars: number;
  place: string;
  priceCents: number;
  href: string;
  /** its number in the page's list, when it is one of the page's hotels */
  n?: number;
}

/** The page's criteria query as an offers.json query: no paging or panel, the market's locale. */
function apiQuery(query: string, locale: string, extra: Record<string, string>): string {
  const params = new URLSearchParams(query);
  for (const name of ['page', 'panel', 'from']) params.delete(name);
  params.set('locale', locale);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `/api/search/offers.json?${params.toString()}`;
}

export function mapSearchUrl(query: string, locale: string): string {
  return apiQuery(query, locale, { performMapSearch: 'true' });
}

export function hotelOfferUrl(query: string, locale: string, hotelId: number): string {
  return apiQuery(query, locale, { hotelId: String(hotelId), limit: '1' });
}

/** offers.json?performMapSearch=true: `{ exactMatch: [{ id, key, location: { lat, lng }, weekends }] }` */
export function parseMapSearch(json: unknown): MapHotel[] {
  const list = (json as { exactMatch?: unknown })?.exactMatch;
  if (!Array.isArray(list)) return [];
  const out: MapHotel[] = [];
  for (const item of list as { id?: unknown; location?: { lat?: unknown; lng?: unknown } }[]) {
    const lat = Number(item?.location?.lat);
    const lng = Number(item?.location?.lng);
    if (typeof item?.id === 'number' && Number.isFinite(lat) && Number.isFinite(lng))
      out.push({ hotelId: item.id, lat, lng });
  }
  return out;
}

export function infoFromCard(card: NumberedCard): HotelInfo {
  return {
    hotelId: card.hotel.id,
    name: card.hotel.label,
    stars: card.hotel.stars,
    place: card.hotel.locationLabel,
    priceCents: card.priceCents,
    href: card.href,
    n: card.n,
  };
}

interface OfferJson {
  id: number;
  uri: string;
  sellPrice: number;
  nights: number;
  itemCategory: ItemCategory;
  hotel: { id: number; label: string; uri: string; stars: number; location?: { label?: string | null } };
}

const lastSegment = (uri: string) => uri.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';

/** The card context of the page, so that a fetched offer links like the page's cards do. */
export function cardContextOf(data: {
  marketCode: string;
  today: string;
  criteria: SearchCriteria;
}): CardContext {
  return criteriaCardContext(data.marketCode, data.today, data.criteria);
}

/** offers.json?hotelId=…: the hotel's best offer for the criteria, as the info card shows it; null when none. */
export function infoFromOffers(json: unknown, ctx: CardContext): HotelInfo | null {
  const offer = (json as { exactMatch?: OfferJson[] })?.exactMatch?.[0];
  if (!offer?.hotel) return null;
  const { href } = cardLinks(
    {
      id: offer.id,
      slug: lastSegment(offer.uri),
      label: '',
      imageIds: [],
      hotel: {
        id: offer.hotel.id,
        slug: lastSegment(offer.hotel.uri),
        label: offer.hotel.label,
        stars: offer.hotel.stars,
        locationLabel: '',
        review: { count: 0, average: null },
      },
      sellCents: offer.sellPrice,
      refCents: offer.sellPrice,
      nights: offer.nights,
      itemCategory: offer.itemCategory,
      otherOffersCount: 0,
    },
    ctx,
  );
  return {
    hotelId: offer.hotel.id,
    name: offer.hotel.label,
    stars: offer.hotel.stars,
    place: offer.hotel.location?.label ?? '',
    priceCents: shownPriceCents(offer.sellPrice, offer.itemCategory),
    href,
  };
}
