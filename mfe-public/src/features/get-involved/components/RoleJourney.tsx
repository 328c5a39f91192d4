import { useMediaQuery } from 'shared-ui';
import { BREAKPOINTS } from '../../../config/layout';
import { JourneyGraph } from './JourneyGraph';
import { RoleLadder } from './RoleLadder';

/** The role ladder: as a graph where there is room for one (spec section 9), else as a list. */
export function RoleJourney() {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.journeyGraphAbove + 1}px)`);
  return (
    <>
      {wide ? <JourneyGraph /> : <RoleLadder />}
      <p>Co-Pilot, Volunteer, Directed Studies and RA have increasing priority for lab resources; RA is paid.</p>
    </>
  );
}
