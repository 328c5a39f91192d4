/** The sections of a project page, in page order: the sidebar's links and the scroll spy's targets. */
export const PROJECT_SECTIONS = [
  { id: 'overview', label: 'Overview' },
  { id: 'team', label: 'Team' },
  { id: 'publications', label: 'Publications' },
  { id: 'join', label: 'Join Our Team' },
] as const;

export type SectionId = (typeof PROJECT_SECTIONS)[number]['id'];

export const PROJECT_SECTION_IDS: readonly SectionId[] = PROJECT_SECTIONS.map((section) => section.id);
