/** The activity-only product's JSON answers, shaped from the same reads as its page. */
import type { ActivityImagesResponse, ActivityOnlyDetailResponse } from '~/domain/api/activity-only';
import { ACTIVITY_API_IMAGE_SIZES } from '~/domain/api/activity-only';
import { imageUrl } from '~/domain/images';
import type { Market } from '~/domain/market';
import { activityPath } from '~/domain/product/activity-page';
import { partyPriceView } from '~/domain/product/activity-party';
import type { ActivityProduct } from './activity-product.server';
import { activityPageModel } from './activity-seo.server';

function imagesBySize(ids: readonly string[]) {
  const bySize = (size: (typeof ACTIVITY_API_IMAGE_SIZES)[number]) => ids.map((id) => imageUrl(id, size));
  return { '120_80': bySize('120_80'), '640_360': bySize('640_360'), '960_540': bySize('960_540') };
}

export async function activityOnlyDetail(
  market: Market,
  product: ActivityProduct,
): Promise<ActivityOnlyDetailResponse> {
  const uri = activityPath(market.code, product.id, product.slug);
  const model = await activityPageModel(market, product, uri);
  const location = product.city.name;
  return {
    id: product.id,
    label: product.label,
    description: product.description,
    imagesBySize: imagesBySize(product.imageIds),
    activities: product.activities.map((a) => ({
      id: a.id,
      label: a.name,
      description: a.description,
      duration: a.durationMinutes,
      main: a.main,
      activityCenter: { label: product.centre },
    })),
    mainActivityCenter: { label: product.centre, stars: 0, location: { label: location } },
    locations: [{ label: location, lat: product.location.lat, lng: product.location.lng }],
    schedules: product.schedules,
    niceToKnow: product.niceToKnow,
    importantInfo: product.importantInfo,
    validityMonths: product.validityMonths,
    prices: Object.fromEntries(
      product.prices.map((p) => {
        const view = partyPriceView(p);
        return [
          String(p.partySize),
          {
            sellPrice: view.sellCents,
            refPrice: view.refCents,
            promo: view.promo,
            moneySaved: view.moneySavedCents,
            pricePerPerson: view.perPersonCents,
          },
        ];
      }),
    ),
    breadCrumb: model.breadCrumb,
    pageModel: { pageTitle: model.pageTitle, metaDescription: model.metaDescription },
    published: product.published,
    uri,
  };
}

export function activityImages(product: ActivityProduct): ActivityImagesResponse {
  return {
    images: product.imageIds.map((id) => ({
      id,
      imagesBySize: Object.fromEntries(ACTIVITY_API_IMAGE_SIZES.map((size) => [size, imageUrl(id, size)])),
    })),
  };
}
