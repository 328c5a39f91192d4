import type { ProfileValues } from '../components/profile-values';

/** The multipart body of PATCH /api/users/updateUser (spec section 7), text trimmed. */
export function profileFormData(values: ProfileValues): FormData {
  const form = new FormData();
  form.append('username', values.username.trim());
  form.append('name', JSON.stringify({ firstname: values.firstname.trim(), lastname: values.lastname.trim() }));
  form.append('positions', JSON.stringify(values.positions));
  form.append('blurb', values.blurb.trim());
  form.append('isAlumni', String(values.isAlumni));
  form.append('email', values.email.trim());
  if (values.profilePic) form.append('profilePic', values.profilePic);
  else if (values.removeProfilePic) form.append('removeProfilePic', 'true');
  return form;
}

/** A new username or e-mail ends the session (spec section 4). */
export function identityChanged(values: ProfileValues, saved: { username: string; email: string }): boolean {
  return values.username.trim() !== saved.username || values.email.trim() !== saved.email;
}
