import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { prefersReducedMotion } from 'shared-ui';
import { MAP_VIEW, type AffiliationProgram } from '../../../config/affiliations';

/**
 * Frames the map: close on the program the visitor points at, else every program of the tab.
 * Visitors who ask for reduced motion get jumps instead of flights.
 */
export function MapFraming({ programs, focused }: { programs: AffiliationProgram[]; focused: AffiliationProgram | null }) {
  const map = useMap();
  useEffect(() => {
    const animate = !prefersReducedMotion();
    if (focused) {
      map.setView([focused.lat, focused.lng], MAP_VIEW.hoverZoom, { animate });
    } else if (programs.length > 0) {
      map.fitBounds(
        programs.map((program) => [program.lat, program.lng]),
        { maxZoom: MAP_VIEW.fitMaxZoom, padding: [MAP_VIEW.fitPadding, MAP_VIEW.fitPadding], animate },
      );
    }
  }, [map, programs, focused]);
  return null;
}
