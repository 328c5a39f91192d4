import { lazy, Suspense, useState } from 'react';
import { LoadingState, useMediaQuery } from 'shared-ui';
import { BREAKPOINTS } from '../../../config/layout';
import type { AffiliationProgram } from '../../../config/affiliations';
import { ProgramList } from './ProgramList';
import './affiliations-map.css';

// Leaflet touches `window` as it loads: it is fetched in the browser only, by desktop visitors.
const LeafletMap = lazy(() => import('./LeafletMap'));

const placeholder = <LoadingState label="Loading the map..." />;

/**
 * The desktop view: a map of the tab's programs with their list over it. Pointing at (or tabbing
 * to) a program in the list zooms the map to it. The frame, of the map's final size, and the list
 * are drawn at once (also on the server); the map itself only once the page runs in a window wide
 * enough to show it, so nothing moves when it arrives.
 */
export function AffiliationsMap({ programs, label }: { programs: AffiliationProgram[]; label: string }) {
  const [focused, setFocused] = useState<AffiliationProgram | null>(null);
  // False on the server and while hydrating, whatever the width: the placeholder both draw.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.affiliationsListOnlyBelow}px)`);
  return (
    <div className="affiliations-map">
      <div role="region" aria-label={`Map of ${label}`} className="affiliations-map__canvas">
        {wide ? (
          <Suspense fallback={placeholder}>
            <LeafletMap programs={programs} focused={focused} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <div className="affiliations-map__overlay" onMouseLeave={() => setFocused(null)}>
        <ProgramList programs={programs} focusedId={focused?.id} onFocusProgram={setFocused} compact />
      </div>
    </div>
  );
}
