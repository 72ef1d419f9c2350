import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * The home search box, with JavaScript (combobox, calendar,
 * travellers popover) and without (typed destination, date inputs, number fields). Both land on the
 * same results page. The e2e server runs with SHOP_NOW=2026-11-22T10:00:00Z (a Sunday, 11:00 in
 * Paris): the first selectable day is today.
 */
const CHECKIN = '2026-12-05';
const CHECKOUT = '2026-12-07';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/** The home page, once hydrated (the enhanced fields only react from then on). */
async function home(page: Page) {
  await page.goto('/fr-fr');
  if (jsEnabled())
    await expect(page.getByRole('search')).toHaveAttribute('data-enhanced', 'true', { timeout: 15_000 });
}

/** Focuses the destination and waits for the combobox code, which takes over the field. */
async function openSuggestions(page: Page) {
  const destination = page.getByRole('search').getByRole('combobox', { name: 'Destination' });
  await destination.click();
  // the first use loads the combobox code
  await expect(destination).toHaveAttribute('aria-controls', /listbox/, { timeout: 15_000 });
  await expect(destination).toBeFocused();
  return destination;
}

async function pickParis(page: Page) {
  const destination = await openSuggestions(page);
  await destination.pressSequentially('Par');
  const listbox = page.getByRole('listbox', { name: 'Suggestions de destinations' });
  // the answer for 'Par' replaces the popular destinations (first: 'À moins de 2 h')
  await expect(listbox.getByRole('option').first()).toContainText('ParisVille');
  await destination.press('ArrowDown');
  await expect(destination).toHaveAttribute('aria-activedescendant', /.+/);
  await destination.press('Enter');
  await expect(destination).toHaveValue('Paris');
  await expect(listbox).toBeHidden();
  return page.getByRole('search').locator('input[type="hidden"][name="city"]').inputValue();
}

test.describe('search box', () => {
  test(
    'with JavaScript: Paris from the suggestions, dates and travellers with the keyboard',
    { tag: '@needs-js' },
    async ({ page }) => {
      await home(page);
      const box = page.getByRole('search');
      const cityId = await pickParis(page);
      expect(cityId).toMatch(/^\d+$/);

      // Dates: the read-only field opens the calendar on focus; ArrowDown moves into the grid.
      const checkin = box.getByLabel('Arrivée');
      await expect(checkin).toHaveAttribute('readonly', '');
      await checkin.focus();
      const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
      await expect(calendar).toBeVisible({ timeout: 15_000 });
      await expect(calendar.getByRole('grid')).toHaveCount(2);
      await checkin.press('ArrowDown');
      await expect(page.locator(':focus')).toHaveAttribute('data-day', '2026-11-22');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowLeft');
      await expect(page.locator(':focus')).toHaveAttribute(
        'aria-label',
        /^samedi 5 décembre 2026, disponible$/,
      );
      await page.keyboard.press('Enter');
      // the check-in is chosen before moving on (keys typed faster than a render would race it)
      await expect(calendar.locator('[data-day="2026-12-05"]')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator(':focus')).toHaveAttribute('data-day', '2026-12-07');
      await page.keyboard.press('Enter');
      // closes 1 s after the check-out; focus back on the check-out field
      await expect(calendar).toBeHidden();
      await expect(box.getByLabel('Départ')).toBeFocused();
      await expect(checkin).toHaveValue(/5 déc/);

      // Travellers: 2 adults (default) and 1 child in the popover.
      const travellers = box.getByRole('button', { name: /^Voyageurs/ });
      await expect(travellers).toHaveText('2 adultes');
      await travellers.click();
      const popover = page.getByRole('dialog', { name: 'Voyageurs' });
      await expect(popover).toBeVisible({ timeout: 15_000 });
      await popover.getByRole('button', { name: 'Ajouter un enfant' }).click();
      await popover.getByRole('button', { name: 'Valider' }).click();
      await expect(popover).toBeHidden();
      await expect(travellers).toHaveText('2 adultes, 1 enfant');

      await box.getByRole('button', { name: 'Rechercher' }).click();
      await page.waitForURL(/\/fr-fr\/search\?/);
      const query = new URL(page.url()).searchParams;
      expect(query.get('city')).toBe(cityId);
      expect(query.has('q')).toBe(false);
      expect(query.get('checkin')).toBe(CHECKIN);
      expect(query.get('checkout')).toBe(CHECKOUT);
      expect(query.get('a')).toBe('2');
      expect(query.get('c')).toBe('1');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
    },
  );

  test('without JavaScript: typed destination, date inputs and number fields', async ({ page }) => {
    test.skip(jsEnabled(), 'the form as it works without JavaScript');
    await home(page);
    const box = page.getByRole('search');
    await expect(box.getByLabel('Arrivée')).toHaveAttribute('type', 'date');
    await expect(box.getByLabel('Arrivée')).toHaveAttribute('min', '2026-11-22');
    await box.getByLabel('Destination').fill('Paris');
    await box.getByLabel('Arrivée').fill(CHECKIN);
    await box.getByLabel('Départ').fill(CHECKOUT);
    await box.getByLabel(/^Adultes/).fill('2');
    await box.getByLabel(/^Enfants/).fill('1');
    await box.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/\/fr-fr\/search\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('q')).toBe('Paris');
    expect(query.get('checkin')).toBe(CHECKIN);
    expect(query.get('checkout')).toBe(CHECKOUT);
    expect(query.get('c')).toBe('1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
  });

  test('no axe violations with the suggestions open', { tag: '@needs-js' }, async ({ page }) => {
    await home(page);
    const destination = await openSuggestions(page);
    await expect(
      page.getByRole('listbox', { name: 'Suggestions de destinations' }).getByRole('option').nth(1),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await destination.pressSequentially('Par');
    await expect(page.getByRole('option').first()).toContainText('ParisVille');
    await destination.press('ArrowDown');
    await expectNoAxeViolations(page);
  });

  test(
    'no axe violations with the calendar and the travellers popover open',
    { tag: '@needs-js' },
    async ({ page }) => {
      await home(page);
      const box = page.getByRole('search');
      await box.getByLabel('Arrivée').click();
      const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
      await expect(calendar).toBeVisible({ timeout: 15_000 });
      // popular dates for fr-FR: next weekend, holiday long weekends
      await expect(
        calendar.getByRole('region', { name: 'Dates populaires' }).getByRole('button').first(),
      ).toContainText('Le week-end prochain');
      await calendar.locator('[data-day="2026-12-05"]').click();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();
      await box.getByRole('button', { name: /^Voyageurs/ }).click();
      await expect(page.getByRole('dialog', { name: 'Voyageurs' })).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
    },
  );

  test(
    'mobile: full-screen calendar that loads more months while scrolling, and the sticky summary',
    { tag: '@needs-js' },
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await home(page);
      const box = page.getByRole('search');
      await box.getByLabel('Arrivée').click();
      const calendar = page.getByRole('dialog', { name: 'Choisissez vos dates' });
      await expect(calendar).toBeVisible({ timeout: 15_000 });
      const box2 = await calendar.boundingBox();
      expect(box2?.width).toBe(390);
      await expect(calendar.getByRole('grid')).toHaveCount(3);
      await expect(page.locator(':focus')).toHaveAttribute('data-day', '2026-11-22');
      await calendar.locator('[data-month="2027-01"]').scrollIntoViewIfNeeded();
      await expect(calendar.getByRole('grid')).toHaveCount(6);
      await calendar.getByRole('button', { name: 'Fermer' }).click();
      await expect(calendar).toBeHidden();

      await page.mouse.wheel(0, 1200);
      const summary = page.getByRole('button', { name: /^Modifier votre recherche/ });
      await expect(summary).toBeVisible();
      await expect(summary).toContainText('Toutes destinations');
      await expect(summary).toContainText('2 voyageurs');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(summary).toBeHidden();
    },
  );
});
