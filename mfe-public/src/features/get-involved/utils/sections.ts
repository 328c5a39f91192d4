/** The page's sections, in order: the sidebar links to them by id. */
export const SECTIONS = [
  { id: 'lab-member', title: 'Lab Member' },
  { id: 'co-pilot', title: 'Co-Pilot' },
  { id: 'data-science-co-pilot', title: 'Data Science Co-Pilot' },
  { id: 'directed-studies', title: 'Directed Studies' },
  { id: 'coding-team', title: 'Coding Team' },
  { id: 'volunteer', title: 'Volunteer' },
  { id: 'research-assistant', title: 'Research Assistant' },
  { id: 'application-form', title: 'Application Form' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const headingId = (id: SectionId) => `${id}-heading`;
