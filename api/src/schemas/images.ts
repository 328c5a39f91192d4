import { Type } from 'typebox';
import { IMAGE_WIDTHS, type ImageWidth } from '../services/image-widths.js';

/** An image's query: `v`, its version (a year's caching when current); `w`, a width it is also served at. */
export const ImageQuery = Type.Object({
  v: Type.Optional(Type.String({ maxLength: 64 })),
  w: Type.Optional(
    Type.Unsafe<ImageWidth>(
      Type.Union(
        IMAGE_WIDTHS.map((width) => Type.Literal(width)),
        { description: 'At most this many pixels wide: resized when the image is wider, else as stored' },
      ),
    ),
  ),
});
