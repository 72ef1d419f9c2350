/**
 * A product gallery's full-screen viewer is a state of the page's address (`?photo=N`, 1-based),
 * so it opens, pages and closes with plain links when JavaScript is off.
 */
export const PHOTO_PARAM = 'photo';

export interface GalleryImage {
  /** generated picture id, served at /img/{id}/{size}.webp */
  id: string;
  /** what the picture shows, in the visitor's language ('' when the text beside it says it) */
  alt: string;
}

export interface GalleryState {
  open: boolean;
  /** 0-based index of the picture shown in the viewer */
  index: number;
}

/** The viewer's state from the address: closed unless `photo` names one of the `count` pictures. */
export function parseGalleryState(params: URLSearchParams, count: number): GalleryState {
  const raw = params.get(PHOTO_PARAM);
  if (raw === null || !/^\d{1,3}$/.test(raw) || count === 0) return { open: false, index: 0 };
  const n = Number(raw);
  if (n < 1 || n > count) return { open: false, index: 0 };
  return { open: true, index: n - 1 };
}

/** The page's own query with the viewer on picture `index` (0-based), or closed with `null`. */
export function galleryQuery(search: string, index: number | null): string {
  const params = new URLSearchParams(search);
  if (index === null) params.delete(PHOTO_PARAM);
  else params.set(PHOTO_PARAM, String(index + 1));
  const query = params.toString();
  return query ? `?${query}` : '?';
}
