import { apiUrl, type Query } from 'shared-ui';

type ImageWidth = NonNullable<Query<'get', '/api/highlights/{id}/image'>['w']>;

/** The widths the API also serves a highlight's picture at (its document's `w`). */
const WIDTHS = [480, 720, 1080, 1600] as const satisfies readonly ImageWidth[];

/** What the picture's `src` is where `srcset` is not read: a laptop's full-width picture. */
const FALLBACK_WIDTH: ImageWidth = 1080;

// The boxes the pictures fill at Bootstrap's breakpoints: the container's width less its gutters
// (0.75rem a side), and for the grid's cards a third (lg and up) or a half (md) of it less the
// grid's own gutters (1.5rem).
const FULL_WIDTH = '(min-width: 1400px) 1296px, (min-width: 1200px) 1116px, (min-width: 992px) 936px, (min-width: 768px) 696px, (min-width: 576px) 516px, calc(100vw - 1.5rem)';
const GRID_CARD = '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 768px) 336px, (min-width: 576px) 516px, calc(100vw - 1.5rem)';

/** How wide a highlight's picture is drawn: across the page (the featured card, the article) or in the grid. */
export type ImageBox = 'full' | 'card';

/**
 * `src`, `srcSet` and `sizes` for a highlight's picture (`image`, the API's URL of it): the
 * browser takes the narrowest width that fills the box at the screen's density, so a phone is
 * sent a third of the bytes of the picture as stored.
 */
export function imageSources(image: string, box: ImageBox) {
  const at = (width: ImageWidth) => apiUrl(`${image}${image.includes('?') ? '&' : '?'}w=${width}`);
  return {
    src: at(FALLBACK_WIDTH),
    srcSet: WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes: box === 'full' ? FULL_WIDTH : GRID_CARD,
  };
}
