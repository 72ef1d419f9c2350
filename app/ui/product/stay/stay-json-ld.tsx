import { imageUrl } from '~/domain/images';
import type { StayPageData } from '~/domain/product/stay-page';
import { JsonLd } from '~/ui/json-ld';

/** Product with its Offer: the price and availability for the chosen dates, else the from-price. */
export function StayJsonLd({ data }: { data: StayPageData }) {
  const price = data.price?.sellCents ?? data.fromPrice.sellCents;
  const available = !data.unavailable;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: data.title,
        description: data.description,
        image: data.images.map((i) => `${data.origin}${imageUrl(i.id, '960_540')}`),
        brand: { '@type': 'Brand', name: data.hotel.label },
        offers: {
          '@type': 'Offer',
          url: `${data.origin}${data.path}`,
          priceCurrency: 'EUR',
          price: (price / 100).toFixed(2),
          availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      }}
    />
  );
}
