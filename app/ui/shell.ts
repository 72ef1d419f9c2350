import { useMatches } from '@remix-run/react';
import type { AnnouncementBanner } from '~/domain/content';

/** A theme link of the header menus (`/{m}/search?theme={id}`). */
export interface MenuTheme {
  id: number;
  name: string;
}

/**
 * What a page hands to the document shell (header, footer, announcement banner) through its loader
 * data under the `shell` key. The deepest route that sets a field wins; absent fields use defaults.
 */
export interface ShellData {
  announcementBanners?: AnnouncementBanner[];
  menuThemes?: MenuTheme[];
  showHeader?: boolean;
  footer?: { show?: boolean; legal?: boolean; contact?: boolean };
}

export function useShellData(): ShellData {
  const matches = useMatches();
  const merged: ShellData = {};
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { shell?: ShellData } | null | undefined;
    const shell = data && typeof data === 'object' ? data.shell : undefined;
    if (!shell) continue;
    merged.announcementBanners ??= shell.announcementBanners;
    merged.menuThemes ??= shell.menuThemes;
    merged.showHeader ??= shell.showHeader;
    merged.footer ??= shell.footer;
  }
  return merged;
}
