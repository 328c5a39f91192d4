import { ApplyButton } from './ApplyButton';
import { InvolvedSection } from './InvolvedSection';
import { RoleJourney } from './RoleJourney';

/** The lab's roles, with the commitments of spec section 9. */
export function RoleSections() {
  return (
    <>
      <InvolvedSection id="lab-member">
        <p>Every lab member follows the same path, starting as a Co-Pilot on one of our projects.</p>
        <RoleJourney />
      </InvolvedSection>
      <InvolvedSection id="co-pilot">
        <p>A Co-Pilot is a term-long volunteer who joins a project and learns how its research is done.</p>
        <p>The Co-Pilot contract lasts one school term, with renewal.</p>
        <ApplyButton role="Co-Pilot" />
      </InvolvedSection>
      <InvolvedSection id="data-science-co-pilot">
        <p>A Co-Pilot who works on a project&apos;s data: its analysis and how the results are shown.</p>
        <ApplyButton role="Data Science Co-Pilot" />
      </InvolvedSection>
      <InvolvedSection id="directed-studies">
        <p>A student who carries out a term of directed research with one of our projects.</p>
        <ul>
          <li>At least 9 hours per week.</li>
          <li>Three meetings: at the start, the midpoint and the end of term.</li>
        </ul>
        <ApplyButton role="Directed Studies student" />
      </InvolvedSection>
      <InvolvedSection id="coding-team">
        <p>The Coding Team builds the lab&apos;s software: the website and the experiment framework.</p>
        <ApplyButton role="Coding Team member" />
      </InvolvedSection>
      <InvolvedSection id="volunteer">
        <p>
          Open after at least one term as Co-Pilot, with a letter of intent and a signed Volunteer Contract.
        </p>
        <ul>
          <li>At least 9 hours per week.</li>
          <li>The contract lasts at least 1 term (3 months winter, 2 months summer) and at most 2 terms.</li>
        </ul>
        <ApplyButton role="Volunteer" />
      </InvolvedSection>
      <InvolvedSection id="research-assistant">
        <p>
          A Volunteer can become Research Assistant, elected by senior RAs and Project Leaders and approved by the
          lab&apos;s principal investigator. RA is paid.
        </p>
        <ul>
          <li>At least 9 hours per week.</li>
        </ul>
        <ApplyButton role="Research Assistant" />
      </InvolvedSection>
    </>
  );
}
