/**
 * The activity-only product page's address: `/{m}/activity/{id}/{slug}`; its states are in the query
 * (`a` the party size, `photo` the gallery viewer, `info` a practical-info panel) so each one works
 * with plain links and GET forms; the gift and own-use purchases go to the checkout addresses.
 */
export const INFO_PANELS = ['getting-there', 'opening-hours', 'things-to-know'] as const;
export type InfoPanel = (typeof INFO_PANELS)[number];

/** The fragment the practical-info links carry, so the panel is in view once the page loads. */
export const INFO_ANCHOR = 'practical-info';

export function activityPath(marketCode: string, id: number, slug: string): string {
  return `/${marketCode}/activity/${id}/${slug}`;
}

/** The practical-info panel the query opens, if it names one. */
export function parseInfoPanel(raw: string | null): InfoPanel | null {
  return INFO_PANELS.find((p) => p === raw) ?? null;
}

/** The page's own query with the info panel open (or closed with `null`), other states kept. */
export function infoHref(search: string, panel: InfoPanel | null): string {
  const params = new URLSearchParams(search);
  if (panel) params.set('info', panel);
  else params.delete('info');
  const query = params.toString();
  return `${query ? `?${query}` : '?'}#${INFO_ANCHOR}`;
}

/** Where 'Offer' and 'Buy for myself' go: the gift checkout, or the checkout for the buyer's own use. */
export function purchaseHrefs(marketCode: string, productId: number, party: number) {
  const query = `activityId=${productId}&a=${party}`;
  return {
    offer: `/${marketCode}/checkout/gift?${query}`,
    buyForMyself: `/${marketCode}/checkout?${query}&customType=OWN_USE`,
  };
}
