// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WISHLIST_KEY } from './local-lists';
import { renderProduct, renderServerHtml } from './reviews-test-utils';
import { WishlistToggle } from './wishlist-toggle';

beforeEach(() => localStorage.clear());

describe('WishlistToggle', () => {
  it('renders nothing on the server (without JavaScript)', () => {
    expect(renderServerHtml(<WishlistToggle item={{ kind: 'stay', id: 7 }} label="Spa weekend" />)).toBe('');
  });

  it('after mount, toggles the product in local storage with aria-pressed', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ kind: 'activity', id: 7 }]));
    renderProduct(<WishlistToggle item={{ kind: 'stay', id: 7 }} label="Spa weekend" />);
    const button = await screen.findByRole('button', { name: 'Save Spa weekend in my wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY)!)).toEqual([
      { kind: 'stay', id: 7 },
      { kind: 'activity', id: 7 },
    ]);
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem(WISHLIST_KEY)!)).toEqual([{ kind: 'activity', id: 7 }]);
  });

  it('shows the saved state and survives a broken list', async () => {
    localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ kind: 'stay', id: 7 }]));
    const { unmount } = renderProduct(<WishlistToggle item={{ kind: 'stay', id: 7 }} label="Spa" />);
    expect((await screen.findByRole('button')).getAttribute('aria-pressed')).toBe('true');
    unmount();
    localStorage.setItem(WISHLIST_KEY, '][');
    renderProduct(<WishlistToggle item={{ kind: 'stay', id: 7 }} label="Spa" />);
    expect((await screen.findByRole('button')).getAttribute('aria-pressed')).toBe('false');
  });
});
