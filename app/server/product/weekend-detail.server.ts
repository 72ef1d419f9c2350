/** The stay's detail as the JSON API gives it (GET /api/weekend/{id}/detail.json). */
import type { WeekendDetailResponse } from '~/domain/api/product';
import type { Market } from '~/domain/market';
import { imageUrl, type ImageSize } from '~/domain/images';
import { promoPercent } from '~/domain/pricing';
import { isOnSale } from '~/domain/product/stay-sale';
import type { Db } from '../db/db.server';
import { hotelPath, stayPath } from './stay-page.server';
import { loadStay } from './stay.server';

const DETAIL_IMAGE_SIZES: ImageSize[] = ['120_80', '640_360', '960_540'];

/** undefined for an unknown stay. */
export async function weekendDetail(
  db: Db,
  offerId: number,
  market: Market,
  today: string,
): Promise<WeekendDetailResponse | undefined> {
  const stay = await loadStay(db, offerId, market.language);
  if (!stay) return undefined;
  return {
    id: stay.id,
    label: stay.label,
    description: stay.description,
    uri: stayPath(market.code, stay.id, stay.slug),
    onSale: isOnSale(stay, today) && stay.hotel.active,
    hotel: {
      id: stay.hotel.id,
      label: stay.hotel.label,
      stars: stay.hotel.stars,
      uri: hotelPath(market.code, stay.hotel),
      checkInOut: { checkin: stay.hotel.checkinTime, checkout: stay.hotel.checkoutTime },
      location: {
        label: [stay.hotel.city, stay.hotel.region].filter(Boolean).join(', '),
        address: stay.hotel.address,
        latitude: stay.hotel.lat,
        longitude: stay.hotel.lng,
      },
      review: stay.hotel.review,
    },
    room: stay.room ? { label: stay.room.label, bedding: stay.room.bedding, size: stay.room.sizeM2 } : null,
    imagesBySize: Object.fromEntries(
      DETAIL_IMAGE_SIZES.map((size) => [size, stay.imageIds.map((id) => imageUrl(id, size))]),
    ),
    programLine: stay.program,
    activities: stay.activities.map((a) => ({
      activityId: a.id,
      title: a.name,
      detailList: [a.description],
      duration: a.durationMinutes,
    })),
    cancellationPolicy: {
      type: stay.cancellation.type,
      days: stay.cancellation.type === 'NCNR' ? 0 : stay.cancellation.days,
    },
    price: {
      fromPrice: {
        sellPrice: stay.fromPriceCents,
        refPrice: stay.fromRefPriceCents,
        promo: promoPercent(stay.fromPriceCents, stay.fromRefPriceCents),
        nights: stay.nights,
      },
    },
  };
}
