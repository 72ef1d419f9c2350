/**
 * A long description shows an excerpt with 'See more' (and 'See less' once open): cut at 86
 * characters on phones and 250 on wider screens, at a word boundary.
 */
export const EXCERPT_LENGTH = { mobile: 86, desktop: 250 } as const;

/** Where a text is cut to show at most `limit` characters: the last space before it, else the limit. */
function cutAt(text: string, limit: number): number {
  if (text.length <= limit) return text.length;
  const space = text.lastIndexOf(' ', limit);
  return space > limit / 2 ? space : limit;
}

export interface Excerpt {
  /** shown everywhere */
  head: string;
  /** shown after `head` on wider screens only */
  middle: string;
  /** whether the text goes on past the wider screens' excerpt */
  longerThanDesktop: boolean;
  /** whether the text goes on past the phones' excerpt (the toggle exists at all) */
  truncated: boolean;
}

/** The excerpts of `text` for phones (`head`) and wider screens (`head + middle`). */
export function excerptOf(text: string): Excerpt {
  const trimmed = text.trim();
  const mobileCut = cutAt(trimmed, EXCERPT_LENGTH.mobile);
  const desktopCut = cutAt(trimmed, EXCERPT_LENGTH.desktop);
  return {
    head: trimmed.slice(0, mobileCut),
    middle: trimmed.slice(mobileCut, desktopCut),
    longerThanDesktop: desktopCut < trimmed.length,
    truncated: mobileCut < trimmed.length,
  };
}
