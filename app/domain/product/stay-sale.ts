/** Whether a stay is still sold: published and not past its sales end (expires_on, inclusive). */
export function isOnSale(stay: { published: boolean; expiresOn: string | null }, today: string): boolean {
  return stay.published && (stay.expiresOn === null || stay.expiresOn >= today);
}
