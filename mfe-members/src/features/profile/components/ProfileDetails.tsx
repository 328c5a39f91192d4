import type { Profile } from 'shared-ui';

/** The member's current details, as saved. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <dl className="row">
      <dt className="col-sm-3">Username</dt>
      <dd className="col-sm-9">{profile.username}</dd>
      <dt className="col-sm-3">First name</dt>
      <dd className="col-sm-9">{profile.name.firstname}</dd>
      <dt className="col-sm-3">Last name</dt>
      <dd className="col-sm-9">{profile.name.lastname}</dd>
      <dt className="col-sm-3">Email</dt>
      <dd className="col-sm-9">{profile.email}</dd>
      <dt className="col-sm-3">Blurb</dt>
      <dd className="col-sm-9">{profile.blurb || 'Not given'}</dd>
      <dt className="col-sm-3">Status</dt>
      <dd className="col-sm-9">{profile.isAlumni ? 'Alumni' : 'Active Member'}</dd>
      <dt className="col-sm-3">Positions</dt>
      <dd className="col-sm-9">
        <ul className="list-unstyled mb-0">
          {profile.positions.map((position) => (
            <li key={`${position.position}|${position.project}`}>
              {position.position}, {position.project}
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}
