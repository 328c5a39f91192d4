import { JourneyGraph } from './JourneyGraph';
import { RoleLadder } from './RoleLadder';

/**
 * The role ladder: as a graph where there is room for one (above 1200 px, spec section 9), else as
 * a list. Both are drawn; the page's stylesheet shows the one for the window, as the server that
 * draws the page knows no width.
 */
export function RoleJourney() {
  return (
    <>
      <div className="role-journey__graph">
        <JourneyGraph />
      </div>
      <div className="role-journey__list">
        <RoleLadder />
      </div>
      <p>Co-Pilot, Volunteer, Directed Studies and RA have increasing priority for lab resources; RA is paid.</p>
    </>
  );
}
