/**
 * The hotels of the results map on the client: the page's cards numbered as in the list, the map
 * search and one hotel's card data from the search API, and the info card's view model.
 */
import { shownPriceCents } from '~/domain/pricing';
import { cardLinks, type CardContext } from '~/domain/search/card';
import type { MapSearchResponse, SearchOffersResponse } from '~/domain/api/search';
import { allValues } from '~/domain/api/query-string';
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

/** The page's criteria query as the search API's: no paging or panel, the market's locale. */
export function apiCriteria(query: string, locale: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  for (const name of ['page', 'panel', 'from']) params.delete(name);
  return { ...allValues(params), locale };
}

/** The map search's hotels with a usable position. */
export function mapHotelsOf(answer: MapSearchResponse): MapHotel[] {
  const out: MapHotel[] = [];
  for (const item of answer.exactMatch ?? []) {
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

const lastSegment = (uri: string) => uri.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';

/** One hotel's offers (hotelId, limit=1): its best offer for the criteria, as the info card shows it; null when none. */
export function infoFromOffers(answer: SearchOffersResponse, ctx: CardContext): HotelInfo | null {
  const offer = answer.exactMatch?.[0];
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
