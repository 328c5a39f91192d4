import type { ReactNode } from 'react';

/**
 * The frame of a lazy picture that is in view at the first paint but is not the page's largest
 * (a grid's, a gallery's, a member card's): the picture is asked for once the app has the page,
 * 1 s after its first style at most, not as the first paint is drawn (theme.css,
 * `.picture-after-paint`; decision 0058). The frame keeps the picture's proportions (`ratio`, as
 * CSS's aspect-ratio) while it waits, so nothing moves when it arrives.
 */
export function PictureAfterPaint({ ratio, className, children }: { ratio: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `picture-after-paint ${className}` : 'picture-after-paint'} style={{ aspectRatio: ratio }}>
      {children}
    </div>
  );
}
