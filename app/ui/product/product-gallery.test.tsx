// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseGalleryState, type GalleryImage } from '~/domain/product/gallery-state';
import { ProductGallery } from './product-gallery';
import { renderProduct, renderServerHtml } from './reviews-test-utils';

const images = (n: number): GalleryImage[] =>
  Array.from({ length: n }, (_, i) => ({ id: `spa-${i + 1}`, alt: i === 0 ? 'The spa' : '' }));
const query = (href: string | null) => Object.fromEntries(new URL(href!, 'http://x').searchParams);
const closed = { open: false, index: 0 };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ProductGallery without JavaScript', () => {
  it('shows a single picture under 4', () => {
    renderServerHtml(<ProductGallery images={images(3)} title="Castle" state={closed} search="?a=2" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(query(links[0].getAttribute('href'))).toEqual({ a: '2', photo: '1' });
    expect(screen.queryByText(/See \d+ pictures/)).toBeNull();
  });

  it('shows 4 tiles and See N pictures from 4, no viewer while closed', () => {
    renderServerHtml(<ProductGallery images={images(9)} title="Castle" state={closed} search="" />);
    expect(document.querySelectorAll('img')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Picture 4 of 9: enlarge' })).toBeTruthy();
    expect(query(screen.getByRole('link', { name: 'See 9 pictures' }).getAttribute('href'))).toEqual({
      photo: '1',
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders the viewer as a region for ?photo=N, with links that page around and close', () => {
    const state = parseGalleryState(new URLSearchParams('a=2&photo=9'), 9);
    renderServerHtml(
      <ProductGallery images={images(9)} title="Castle" state={state} search="?a=2&photo=9" />,
    );
    const viewer = screen.getByRole('region', { name: 'Castle: picture 9 of 9' });
    expect(viewer.getAttribute('tabindex')).toBe('-1');
    const v = within(viewer);
    expect(v.getByRole('img').getAttribute('src')).toBe('/img/spa-9/960_540.webp');
    expect(v.getByRole('img').getAttribute('alt')).toBe('Castle');
    expect(query(v.getByRole('link', { name: 'Next picture' }).getAttribute('href'))).toEqual({
      a: '2',
      photo: '1',
    });
    expect(query(v.getByRole('link', { name: 'Previous picture' }).getAttribute('href'))).toEqual({
      a: '2',
      photo: '8',
    });
    expect(query(v.getByRole('link', { name: 'Close the pictures' }).getAttribute('href'))).toEqual({
      a: '2',
    });
  });

  it('lays pictures out as one row in the carousel layout', () => {
    renderServerHtml(
      <ProductGallery images={images(6)} title="Castle" state={closed} search="" layout="carousel" />,
    );
    const list = screen.getByRole('list', { name: 'Pictures of Castle' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });
});

describe('ProductGallery with JavaScript', () => {
  it('opens the viewer as a dialog without a reload, writes ?photo=N, pages with the arrows, closes on Escape', async () => {
    window.history.replaceState(null, '', '/fr-fr/stay/3/x?a=2');
    renderProduct(
      <ProductGallery images={images(5)} title="Castle" state={closed} search="?a=2" />,
      '/fr-fr/stay/3/x?a=2',
    );
    const tile = screen.getByRole('link', { name: 'Picture 2 of 5: enlarge' });
    tile.focus();
    // Clicks are taken over once hydrated.
    await waitFor(() => expect(fireEvent.click(tile)).toBe(false));
    const dialog = await screen.findByRole('dialog', { name: 'Castle: picture 2 of 5' }, { timeout: 5000 });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(window.location.search).toBe('?a=2&photo=2');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    });
    await screen.findByRole('dialog', { name: 'Castle: picture 3 of 5' });
    expect(window.location.search).toBe('?a=2&photo=3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    await screen.findByRole('dialog', { name: 'Castle: picture 2 of 5' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('?a=2');
    await waitFor(() => expect(document.activeElement).toBe(tile));
  });
});
