/** How members move between roles (spec section 1), as a plain list: the narrow screens' journey. */
export function RoleLadder() {
  return (
    <ol>
      <li>Everyone starts as Co-Pilot.</li>
      <li>
        A Co-Pilot can become Data Science Co-Pilot, Directed Studies student, Coding Team member, or Volunteer (after at
        least one term as Co-Pilot, a letter of intent and a signed Volunteer Contract).
      </li>
      <li>
        A Volunteer can become Research Assistant (elected by senior RAs and Project Leaders, approved by the lab&apos;s
        principal investigator) or renew.
      </li>
      <li>A former member away for at least one term must reapply.</li>
    </ol>
  );
}
