import type { Position, Profile } from 'shared-ui';

export interface ProfileValues {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  blurb: string;
  isAlumni: boolean;
  /** Read-only here; only an admin changes them (Edit Teams). */
  positions: Position[];
  profilePic: File | null;
  removeProfilePic: boolean;
}

export function profileValuesOf(profile: Profile): ProfileValues {
  return {
    username: profile.username,
    firstname: profile.name.firstname,
    lastname: profile.name.lastname,
    email: profile.email,
    blurb: profile.blurb,
    isAlumni: profile.isAlumni,
    positions: profile.positions,
    profilePic: null,
    removeProfilePic: false,
  };
}
