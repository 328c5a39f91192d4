import { CATEGORY_TAG_COLOURS, DEFAULT_TAG_COLOUR } from '../../../config/tag-colours';

/** Relative luminance of a '#rrggbb' colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A category's coloured tag; the text is black or white, whichever reads better on the colour. */
export function CategoryTag({ category }: { category: string }) {
  const background = CATEGORY_TAG_COLOURS[category] ?? DEFAULT_TAG_COLOUR;
  const light = luminance(background);
  const onWhite = 1.05 / (light + 0.05);
  const onBlack = (light + 0.05) / 0.05;
  return (
    <span className="badge" style={{ backgroundColor: background, color: onWhite >= onBlack ? '#fff' : '#000' }}>
      {category}
    </span>
  );
}
