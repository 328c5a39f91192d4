import type { SignupBody } from 'shared-ui';

type TokenKey = SignupBody['tokenKey'];

// The API's schema is the source of the token keys it takes; a Record, so that the compiler holds
// these to the types generated from its document: a key added there and not here, or the other way
// round, does not build. Its order is the form's.
const LABELS: Record<TokenKey, string> = {
  'project-lead': 'Project Lead',
  'project-secondary': 'Project Secondary',
  'research-assistant': 'Research Assistant',
  'co-pilot': 'Co-pilot',
  volunteer: 'Volunteer',
};

/** The sign-up form's positions: option value (the tokenKey) and label. */
export const SIGNUP_POSITIONS = Object.entries(LABELS).map(([value, label]) => ({ value: value as TokenKey, label }));
