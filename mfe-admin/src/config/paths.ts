/** This remote's pages (its routes, src/routes.ts, publish them) and the public pages it links to. */
export const paths = {
  editTeams: '/edit_teams',
  signupTokens: '/admin/signup-tokens',
  highlights: '/admin/highlights',
  newHighlight: '/admin/highlights/new',
  editHighlightPattern: '/admin/highlights/:highlightId/edit',
  members: '/admin/members',
  audit: '/admin/audit',
  remotes: '/admin/remotes',
  editHighlight: (id: string) => `/admin/highlights/${encodeURIComponent(id)}/edit`,
  publicHighlight: (id: string) => `/lab_highlights/${encodeURIComponent(id)}`,
} as const;
