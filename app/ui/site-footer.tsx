import type { Market } from '~/domain/market';

export function SiteFooter({ market }: { market: Market }) {
  return <footer data-market={market.code} />;
}
