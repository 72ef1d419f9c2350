import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../app/domain/format';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * The activity-only journey, with JavaScript (`js`) and without (`no-js`): from the activity results
 * to a product page, a new party size and its price, a practical-info panel, and 'Too late!' for an
 * unpublished product (the catalogue unpublishes one product in 50: product 50 is one).
 */
const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/** Prices as the page writes them, with plain spaces (fr-FR groups with narrow no-break spaces). */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

interface Detail {
  prices: Record<string, { sellPrice: number; pricePerPerson: number }>;
}

async function detailOf(page: Page, id: string): Promise<Detail> {
  const response = await page.request.get(`/api/activity-only/weekend/${id}/detail.json?locale=fr_FR`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

test('from the activity results to a product page, where a new party size updates the price', async ({
  page,
}) => {
  await page.goto('/fr-fr/search/activities');
  const link = page.locator('main a[href*="/fr-fr/activity/"]').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/fr-fr\/activity\/\d+\/[a-z0-9-]+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const id = /\/activity\/(\d+)\//.exec(page.url())![1];
  const { prices } = await detailOf(page, id);
  const sizes = Object.keys(prices);
  expect(sizes.length).toBeGreaterThan(1);

  const party = page.getByLabel('Nombre de personnes');
  const current = await party.inputValue();
  const other = sizes.find((s) => s !== current)!;
  const panel = page.getByTestId('activity-price');
  const perPerson = (size: string) =>
    `${plain(formatMoney(prices[size].pricePerPerson, 'fr-FR'))} par personne`;
  const shown = async () => plain(await panel.innerText());
  expect(await shown()).toContain(perPerson(current));

  await party.selectOption(other);
  if (!jsEnabled()) await page.getByRole('button', { name: 'Mettre à jour le prix' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]a=${other}\\b`));
  await expect(party).toHaveValue(other);
  await expect.poll(shown).toContain(perPerson(other));
  const pricePanel = page.getByRole('complementary', { name: 'Prix' });
  await expect(pricePanel.getByRole('link', { name: 'Offrir', exact: true })).toHaveAttribute(
    'href',
    `/fr-fr/checkout/gift?activityId=${id}&a=${other}`,
  );
  await expectNoAxeViolations(page);
});

test('a practical-info panel opens from its link and closes again', async ({ page }) => {
  await page.goto('/fr-fr/activity/1/x');
  await expect(page).toHaveURL(/\/fr-fr\/activity\/1\/[a-z0-9-]+$/);
  const opener = page.getByRole('link', { name: "Horaires d'ouverture" });
  await opener.click();
  await expect(page).toHaveURL(/[?&]info=opening-hours/);
  if (jsEnabled()) {
    const dialog = page.getByRole('dialog', { name: "Horaires d'ouverture" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/info=/);
    await expect(opener).toBeFocused();
  } else {
    const region = page.getByRole('region', { name: "Horaires d'ouverture" });
    await expect(region).toBeVisible();
    await expectNoAxeViolations(page);
    await region.getByRole('link', { name: 'Fermer' }).click();
    await expect(region).toHaveCount(0);
    await expect(page).not.toHaveURL(/info=/);
  }
});

test("an unpublished product says 'Too late!' with status 410 and a link to the activities", async ({
  page,
}) => {
  const response = await page.goto('/fr-fr/activity/50/any');
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Trop tard !' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: "Voir d'autres offres" })).toHaveAttribute(
    'href',
    '/fr-fr/search/activities',
  );
  await expectNoAxeViolations(page);
});
