import { expect, test, type Locator, type Page } from '@playwright/test';
import { RESULTS_PAGE_SIZE } from '../../app/domain/search/pagination';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * The search journey, run twice by the config (every journey works without JavaScript): with
 * JavaScript (`js`) and without (`no-js`). Both reach the same URLs: GET forms, links,
 * `<details>` and `?panel=` addresses without scripts; client navigations and dialogs with them.
 * The e2e server runs with SHOP_NOW=2026-11-22T10:00:00Z: the weekend below is two weeks later.
 */
const CITY = 'Toulouse';
const CHECKIN = '2026-12-05';
const CHECKOUT = '2026-12-07';

const jsEnabled = () => test.info().project.use.javaScriptEnabled !== false;

/** The results region is labelled by the count header ('7 offres'). */
function results(page: Page): Locator {
  return page.getByRole('region', { name: /^\d+ offres?\b/ });
}

function cards(page: Page): Locator {
  return results(page).getByRole('article');
}

/** '1 187 €' → 1187 (fr-FR groups with narrow no-break spaces). */
function euros(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/**
 * The home page's search box as a shopper uses it: without JavaScript plain fields (free text,
 * native dates, number fields); with JavaScript the destination combobox, the calendar and the
 * travellers popover.
 */
async function searchFromHome(page: Page) {
  await page.goto('/fr-fr');
  const box = page.getByRole('search');
  if (jsEnabled()) {
    const destination = box.getByRole('combobox', { name: 'Destination' });
    await destination.fill(CITY);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(`^${CITY}`) })
      .first()
      .click();
    await box.getByLabel('Arrivée').click();
    const calendar = page.getByRole('dialog');
    await calendar.locator(`[data-day="${CHECKIN}"]`).first().click();
    await calendar.locator(`[data-day="${CHECKOUT}"]`).first().click();
    await expect(calendar).toHaveCount(0);
    await box.getByRole('button', { name: /^Voyageurs/ }).click();
    await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
    await page.keyboard.press('Escape');
    await expect(box.getByRole('button', { name: /^Voyageurs/ })).toContainText('2 adultes, 1 enfant');
  } else {
    await box.getByLabel('Destination').fill(CITY);
    await box.getByLabel('Arrivée').fill(CHECKIN);
    await box.getByLabel('Départ').fill(CHECKOUT);
    await box.getByLabel(/^Adultes/).fill('2');
    await box.getByLabel(/^Enfants/).fill('1');
  }
  await box.getByRole('button', { name: 'Rechercher' }).click();
  await page.waitForURL(/\/fr-fr\/search\?/);
}

/**
 * Opens a dropdown of the desktop filter bar and returns its form. Its trigger is a link to the
 * same page with `?panel=filter-…` (the server renders it open); with JavaScript the same click
 * opens it in place (or, before the bar's code has loaded, follows the link).
 */
async function openFilter(page: Page, label: string): Promise<Locator> {
  const bar = page.getByRole('region', { name: /^Filtres/ });
  const trigger = filterTrigger(page, label);
  await expect(bar.getByRole('form', { name: label })).toHaveCount(0);
  await trigger.click();
  const form = bar.getByRole('form', { name: label });
  await expect(form).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // Opened in place, focus is in the form; opened by the address, the page says which dropdown.
  if (new URL(page.url()).searchParams.has('panel'))
    expect(new URL(page.url()).searchParams.get('panel')).toMatch(/^filter-/);
  else await expect(form.locator(':focus')).toHaveCount(1);
  return form;
}

/** A filter dropdown's trigger: a link, which becomes a button once the bar's scripts run. */
function filterTrigger(page: Page, label: string): Locator {
  const bar = page.getByRole('region', { name: /^Filtres/ });
  const name = new RegExp(`^${label}`);
  return bar.getByRole('link', { name }).or(bar.getByRole('button', { name }));
}

async function applyFilter(page: Page, form: Locator, expected: RegExp) {
  await form.getByRole('button', { name: /^Voir/ }).click();
  await page.waitForURL(expected);
  await expect(results(page)).toBeVisible();
}

test.describe('search results', () => {
  test('search from the home box, filter by stars and a facility, sort by price', async ({ page }) => {
    await searchFromHome(page);
    const query = new URL(page.url()).searchParams;
    // Typed text without JavaScript (resolved on the server), the chosen suggestion's place with it.
    if (jsEnabled()) expect(query.get('city')).toMatch(/^\d+$/);
    else expect(query.get('q')).toBe(CITY);
    expect(query.get('checkin')).toBe(CHECKIN);
    expect(query.get('checkout')).toBe(CHECKOUT);
    expect(query.get('a')).toBe('2');
    expect(query.get('c')).toBe('1');

    await expect(page.getByRole('heading', { level: 1 })).toContainText(CITY);
    await expect(results(page)).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(0);
    // The title says what was searched: where, when, how many, then the shop.
    await expect(page).toHaveTitle(
      new RegExp(`^Séjours et week-ends : ${CITY}, 5\\s?–\\s?7 déc\\. · \\d+ offres? \\| Weekend Shop$`),
    );
    // The box of the results page is prefilled with the search.
    await expect(page.getByRole('search').getByLabel('Destination')).toHaveValue(CITY);

    // Stars: the first option that has offers (options without any are disabled).
    const more = await openFilter(page, 'Plus de filtres');
    const star = more.locator('input[name="stars"]:not(:disabled)').first();
    const stars = await star.getAttribute('value');
    await star.check();
    await applyFilter(page, more, new RegExp(`[?&]stars=${stars}(&|$)`));

    // A facility that still has offers with those stars.
    const facilities = await openFilter(page, 'Équipements');
    const facility = facilities.locator('input[name="facilities"]:not(:disabled)').first();
    const code = await facility.getAttribute('value');
    await facility.check();
    await applyFilter(page, facilities, new RegExp(`[?&]facilities=${code}(&|$)`));
    const filtered = new URL(page.url()).searchParams;
    expect(filtered.getAll('stars')).toEqual([stars]);
    expect(filtered.get('q') ?? filtered.get('city')).toBeTruthy();
    expect(filtered.get('checkin')).toBe(CHECKIN);

    const filteredCards = cards(page);
    // With JavaScript the address changes before the new results arrive: wait for a card first.
    await expect(filteredCards.first()).toBeVisible();
    const count = await filteredCards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(filteredCards.nth(i).getByText(`${stars} étoiles`, { exact: true })).toHaveCount(1);
    }

    // Sort by price, ascending: the prices never go down.
    await page.locator('summary', { hasText: 'Trier par' }).click();
    await page.getByRole('link', { name: 'Prix (croissant)' }).click();
    await page.waitForURL(/[?&]sort=priceAsc(&|$)/);
    await expect(page.locator('summary', { hasText: 'Trier par' })).toContainText('Prix (croissant)');
    await expect(cards(page)).toHaveCount(count);
    const prices = (await cards(page).locator('strong').allInnerTexts()).map(euros);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('sorting a broad search by price and paging to page 2', async ({ page }) => {
    await page.goto(`/fr-fr/search?checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await page.locator('summary', { hasText: 'Trier par' }).click();
    await page.getByRole('link', { name: 'Prix (croissant)' }).click();
    await page.waitForURL(/[?&]sort=priceAsc(&|$)/);
    await expect(page.locator('summary', { hasText: 'Trier par' })).toContainText('Prix (croissant)');
    await expect(cards(page)).toHaveCount(RESULTS_PAGE_SIZE);
    const prices = (await cards(page).locator('strong').allInnerTexts()).map(euros);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(
      pagination.getByText(new RegExp(`^1 - ${RESULTS_PAGE_SIZE} résultats sur \\d+$`)),
    ).toBeVisible();
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    const url = new URL(page.url()).searchParams;
    expect(url.get('sort')).toBe('priceAsc');
    expect(url.get('checkin')).toBe(CHECKIN);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(
      pagination.getByText(
        new RegExp(`^${RESULTS_PAGE_SIZE + 1} - ${2 * RESULTS_PAGE_SIZE} résultats sur \\d+$`),
      ),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(RESULTS_PAGE_SIZE);
    const secondPage = (await cards(page).locator('strong').allInnerTexts()).map(euros);
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...prices));
  });

  test('a typed destination that matches several places asks which one', async ({ page }) => {
    await page.goto(`/fr-fr/search?q=saint&checkin=${CHECKIN}&checkout=${CHECKOUT}&c=1`);
    await expect(page.getByRole('heading', { name: 'Quelle destination vouliez-vous dire ?' })).toBeVisible();
    await page.getByRole('link', { name: /^Saint-Malo/ }).click();
    // Saint-Malo is a city and a sea resort: the link names it by its place parameter, the text is gone.
    await page.waitForURL(
      (url) =>
        !url.searchParams.has('q') && (url.searchParams.has('searesort') || url.searchParams.has('city')),
    );
    const url = new URL(page.url()).searchParams;
    expect(url.get('checkin')).toBe(CHECKIN);
    expect(url.get('c')).toBe('1');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Saint-Malo');
  });

  test('a typed destination that matches nothing keeps the other criteria', async ({ page }) => {
    await page.goto(`/fr-fr/search?q=zzqx&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
    await expect(page.getByText(/Aucune destination ne correspond à « zzqx »/)).toBeVisible();
    await page.getByRole('link', { name: 'Voir les offres de toutes les destinations' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q') && url.searchParams.get('checkin') === CHECKIN);
    await expect(results(page)).toBeVisible();
  });

  test('no results offers to remove all filters, keeping the other criteria', async ({ page }) => {
    // The catalogue has no 1-star hotel; without destination, dates or theme no fallback applies.
    await page.goto('/fr-fr/search?stars=1&a=3');
    await expect(page.getByText(/^Aucun résultat\. Pour obtenir plus de résultats/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Supprimer tous les filtres' }).last().click();
    await page.waitForURL((url) => !url.searchParams.has('stars') && url.searchParams.get('a') === '3');
    await expect(results(page)).toBeVisible();
  });

  test('the results page has no accessibility violations', async ({ page }) => {
    await page.goto(`/fr-fr/search?q=${CITY}&checkin=${CHECKIN}&checkout=${CHECKOUT}&c=1`);
    await expect(results(page)).toBeVisible();
    await expectNoAxeViolations(page);
    // the mobile layout: action bar instead of the filter bar, one column
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  test('the filter and sort panels open from the address and are accessible', async ({ page }) => {
    // Four page loads and two axe runs over whole result pages (in a scratch copy without JavaScript).
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr-fr/search?panel=filters');
    if (jsEnabled()) {
      // With JavaScript the panel is a dialog; closing it drops the parameter.
      const dialog = page.getByRole('dialog', { name: 'Filtrer par' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.waitForURL((url) => !url.searchParams.has('panel'));
    } else {
      const panel = page.getByRole('region', { name: 'Filtrer par' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Valider' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Réinitialiser' })).toBeVisible();
      await expectNoAxeViolations(page);
      // Confirming a choice lands on the results without the panel.
      const star = panel.locator('input[name="stars"]:not(:disabled)').first();
      const stars = await star.getAttribute('value');
      await star.check();
      await panel.getByRole('button', { name: 'Valider' }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('stars') === stars && !url.searchParams.has('panel'),
      );
      await expect(page.getByRole('region', { name: 'Filtrer par' })).toHaveCount(0);
    }

    await page.goto('/fr-fr/search?panel=sort');
    if (jsEnabled()) {
      await expect(page.getByRole('dialog', { name: 'Trier par' })).toBeVisible();
    } else {
      const panel = page.getByRole('region', { name: 'Trier par' });
      await expect(panel.getByRole('link', { name: 'Qualité/Prix' })).toHaveAttribute('aria-current', 'true');
      await panel.getByRole('link', { name: 'Fermer' }).click();
      await page.waitForURL((url) => !url.searchParams.has('panel'));
      await page.goto('/fr-fr/search?panel=sort');
    }
    await expectNoAxeViolations(page);
  });

  test(
    'a filter dropdown opens in place, and Cancel, Escape and an outside click close it',
    { tag: '@needs-js' },
    async ({ page }) => {
      await page.goto(`/fr-fr/search?q=${CITY}&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
      const bar = page.getByRole('region', { name: /^Filtres/ });
      // Once the bar's scripts run, its triggers are buttons that open the dropdown without a navigation.
      const trigger = bar.getByRole('button', { name: /^Plus de filtres/ });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false', { timeout: 15_000 });
      const before = page.url();
      await trigger.click();
      const form = bar.getByRole('form', { name: 'Plus de filtres' });
      await expect(form).toBeVisible();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(form.locator(':focus')).toHaveCount(1);
      expect(page.url()).toBe(before);
      await expect(form.getByRole('button', { name: /^Voir les? \d+ offres?$/ })).toBeVisible();
      await expectNoAxeViolations(page);

      // A change, then Escape: closed, focus back on the trigger, the change forgotten.
      const star = form.locator('input[name="stars"]:not(:disabled)').first();
      const stars = await star.getAttribute('value');
      await star.check();
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(form.locator(`input[name="stars"][value="${stars}"]`)).not.toBeChecked();

      // Cancel closes it the same way.
      await form.getByRole('link', { name: 'Annuler' }).click();
      await expect(form).toHaveCount(0);
      await expect(trigger).toBeFocused();

      // An outside click without a change closes it; another trigger opens its own dropdown.
      await trigger.click();
      await expect(form).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(form).toHaveCount(0);
      await bar.getByRole('button', { name: /^Prix/ }).click();
      await expect(bar.getByRole('form', { name: 'Prix' })).toBeVisible();
      await bar.getByRole('button', { name: /^Équipements/ }).click();
      await expect(bar.getByRole('form', { name: 'Prix' })).toHaveCount(0);
      await expect(bar.getByRole('form', { name: 'Équipements' })).toBeVisible();
      expect(page.url()).toBe(before);

      // Confirming a change applies it and closes the dropdown.
      const facilities = bar.getByRole('form', { name: 'Équipements' });
      const facility = facilities.locator('input[name="facilities"]:not(:disabled)').first();
      const code = await facility.getAttribute('value');
      await facility.check();
      await facilities.getByRole('button', { name: /^Voir/ }).click();
      await page.waitForURL((url) => url.searchParams.get('facilities') === code);
      await expect(bar.getByRole('form')).toHaveCount(0);
    },
  );

  test('a filter dropdown opened by the address closes to the address without it', async ({ page }) => {
    await page.goto(`/fr-fr/search?q=${CITY}&checkin=${CHECKIN}&panel=filter-price`);
    const bar = page.getByRole('region', { name: /^Filtres/ });
    const form = bar.getByRole('form', { name: 'Prix' });
    await expect(form).toBeVisible();
    await expect(filterTrigger(page, 'Prix')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await form.getByRole('link', { name: 'Annuler' }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has('panel') && url.searchParams.get('checkin') === CHECKIN,
    );
    await expect(form).toHaveCount(0);
    await expect(filterTrigger(page, 'Prix')).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile Filter and Sort buttons open dialogs', { tag: '@needs-js' }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/fr-fr/search?q=${CITY}`);
    const bar = page.getByRole('navigation', { name: 'Filtrer, carte et tri' });
    const filter = bar.getByRole('button', { name: /^Filtrer/ });
    await expect(filter).toBeVisible();
    const before = page.url();

    await filter.click();
    const dialog = page.getByRole('dialog', { name: 'Filtrer par' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Confirm without a change: the dialog closes, nothing navigates.
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(before);
    await expect(filter).toBeFocused();

    // A change, then Escape: the dialog forgets it.
    await filter.click();
    const firstStar = dialog.locator('input[name="stars"]:not(:disabled)').first();
    const stars = await firstStar.getAttribute('value');
    await firstStar.check();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(before);
    await filter.click();
    await expect(dialog.locator(`input[name="stars"][value="${stars}"]`)).not.toBeChecked();

    // Confirm with a change navigates with the new query.
    await dialog.locator(`input[name="stars"][value="${stars}"]`).check();
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await page.waitForURL((url) => url.searchParams.get('stars') === stars);
    await expect(dialog).toBeHidden();

    await bar.getByRole('button', { name: 'Trier' }).click();
    const sort = page.getByRole('dialog', { name: 'Trier par' });
    await expect(sort).toBeVisible();
    await expectNoAxeViolations(page);
    await sort.getByRole('link', { name: 'Prix (croissant)' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === 'priceAsc' && url.searchParams.get('stars') === stars,
    );
    await expect(sort).toBeHidden();
  });

  test(
    'an old link with criteria in the hash is translated to the query',
    { tag: '@needs-js' },
    async ({ page }) => {
      await page.goto(`/fr-fr/search#a=3&checkin=${CHECKIN}&checkout=${CHECKOUT}`);
      await page.waitForURL(
        (url) => url.searchParams.get('a') === '3' && url.searchParams.get('checkin') === CHECKIN,
      );
      expect(new URL(page.url()).hash).toBe('');
    },
  );
});
