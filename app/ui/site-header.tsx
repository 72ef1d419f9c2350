import type { Market } from '~/domain/market';

export function SiteHeader({ market }: { market: Market }) {
  return (
    <header>
      <a href={`/${market.code}`}>Home</a>
    </header>
  );
}
