import type { AccountSummary, AuditEntry, Highlight, Member, Position, Profile, SignupTokenInfo } from 'shared-ui';

/** A member as GET /api/teams returns one. */
export function member(id: string, name: string, positions: Position[], isAlumni = false): Member {
  const [firstname, lastname] = name.split(' ');
  return { _id: id, username: id, name: { firstname, lastname }, blurb: '', isAlumni, profilePic: null, positions };
}

export function adminProfile(positions: Position[]): Profile {
  return { ...member('admin-id', 'Ruth Whitfield', positions), email: 'ruth@example.org', permissions: ['admin'] };
}

export const TOKENS: SignupTokenInfo[] = [
  { tokenKey: 'project-lead', position: 'Project Lead', createdAt: '2025-01-10T12:00:00.000Z', lastUsedAt: '2025-02-03T12:00:00.000Z' },
  { tokenKey: 'co-pilot', position: 'Co-Pilot', createdAt: '2025-01-10T12:00:00.000Z', lastUsedAt: null },
];

export function highlight(overrides: Partial<Highlight> = {}): Highlight {
  return {
    _id: 'h1',
    title: 'NOVA wins a grant',
    project: 'NOVA',
    date: '2025-03-05T12:00:00.000Z',
    description: 'A short summary.',
    image: '/api/highlights/h1/image?v=abc',
    author: 'Grace Liu',
    highlights: { paragraph1: 'First.', paragraph2: 'Second.', paragraph3: '', paragraph4: '' },
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** A file of `bytes` bytes, as a file input would give it. */
export function fileOf(bytes: number, name = 'picture.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** An account as GET /api/admin/users lists it. */
export function account(username: string, name: string, overrides: Partial<AccountSummary> = {}): AccountSummary {
  const [firstname, lastname] = name.split(' ');
  return {
    _id: `id-${username}`,
    username,
    name: { firstname, lastname },
    positions: [{ position: 'Co-pilot', project: 'NOVA' }],
    isAdmin: false,
    isActive: true,
    lastLoginAt: null,
    ...overrides,
  };
}

export const ACCOUNTS: AccountSummary[] = [
  account('grace', 'Grace Hopper', { lastLoginAt: '2026-02-01T12:00:00.000Z', positions: [] }),
  account('ada', 'Ada Lovelace', {
    isAdmin: true,
    lastLoginAt: '2026-03-05T12:00:00.000Z',
    positions: [
      { position: 'Project Lead', project: 'NOVA' },
      { position: 'Volunteer', project: 'SHIVA' },
    ],
  }),
  account('alan', 'Alan Turing', { isActive: false }),
];

/** An audit entry as GET /api/admin/audit lists it. */
export function auditEntry(id: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: id,
    at: '2026-03-05T12:00:00.000Z',
    actor: 'ada',
    action: 'resource.updated',
    target: 'resource',
    targetId: `r-${id}`,
    summary: 'Updated resource "Intro to R": title, description',
    fields: ['title', 'description'],
    ...overrides,
  };
}
