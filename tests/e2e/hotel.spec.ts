import { expect, test, type Page } from '@playwright/test';
import { HOTEL_INFO_STATES } from '../../app/domain/product/hotel-page';
import hotelFr from '../../locales/fr/hotel.json' with { type: 'json' };
import { expectNoAxeViolations } from './helpers/axe';

/**
 * The hotel page, run with JavaScript (`js`) and without (`no-js`): from the hotel results to a
 * hotel, a room's offer for dates and its detail; the information modals (URL states rendered by the
 * server, dialogs with JavaScript); the keyboard. SHOP_NOW is 2026-11-22: the stay is two weeks later.
 */
const CHECKIN = '2026-12-04';
const CHECKOUT = '2026-12-06';
/** Paris in the e2e catalogue */
const CITY = 234;

// Each test goes through the results page and runs axe: slower than the default budget on a busy machine.
test.describe.configure({ timeout: 120_000 });

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

async function openHotelFromResults(page: Page) {
  await page.goto(`/fr-fr/search/hotels?city=${CITY}&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
  const first = page.getByRole('article').first().getByRole('heading').getByRole('link');
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(
    new RegExp(`/fr-fr/hotel/\\d+/[a-z0-9-]+\\?checkin=${CHECKIN}&checkout=${CHECKOUT}`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

test('from the hotel results to a room offer for the dates and its detail', async ({ page }) => {
  await openHotelFromResults(page);
  const offers = page.locator('#products');
  await expect(offers).toContainText('Du vendredi 4 décembre 2026 au dimanche 6 décembre 2026');
  // the first room with a bookable offer: its first bookable offer is chosen by default
  const form = offers
    .locator('form')
    .filter({ has: page.getByRole('button', { name: hotelFr.offers.select, disabled: false }) })
    .first();
  const select = form.getByRole('button', { name: hotelFr.offers.select });
  const chosen = form.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const offerLabel = (await form
    .locator('label')
    .filter({ has: page.locator('input:checked') })
    .locator('span')
    .first()
    .textContent())!;
  await select.click();

  const detail = page.getByRole('dialog', { name: offerLabel });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/[?&]offer=\d+/);
  await expect(detail.getByRole('heading', { name: hotelFr.offers.program })).toBeVisible();
  await expect(detail).toContainText('pour 2 nuits');
  const stayLink = detail.getByRole('link', { name: hotelFr.offers.seeStay });
  await expect(stayLink).toHaveAttribute(
    'href',
    new RegExp(`^/fr-fr/stay/\\d+/[a-z0-9-]+\\?checkin=${CHECKIN}&checkout=${CHECKOUT}&nights=2$`),
  );
  await expectNoAxeViolations(page);

  await detail.getByRole('link', { name: hotelFr.close }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/offer=/);
});

test("'Select' without dates asks for them", async ({ page }) => {
  await openHotelFromResults(page);
  // the same hotel without dates
  await page.goto(new URL(page.url()).pathname);
  const select = page.locator('#products').getByRole('button', { name: hotelFr.offers.select }).first();
  await select.click();
  await expect(page.getByRole('alert')).toHaveText(hotelFr.stay.chooseDates);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const info of HOTEL_INFO_STATES) {
  test(`the information modal '${info}' opens, passes axe and closes`, async ({ page }) => {
    await openHotelFromResults(page);
    const title = hotelFr.info[info].title;
    await page.getByRole('link', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]info=${info}`));
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: hotelFr.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`checkin=${CHECKIN}`));
  });
}

test('keyboard: a modal opens from its link, Escape closes it and the focus returns @needs-js', async ({
  page,
}) => {
  expect(jsEnabled()).toBe(true);
  await openHotelFromResults(page);
  const title = hotelFr.info.hours.title;
  const opener = page.getByRole('link', { name: title, exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // modal: the focus is inside the dialog
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/info=/);
  await expect(opener).toBeFocused();
});
