/** Resource categories and their sub-categories (spec section 3). */
export const RESOURCE_CATEGORIES = [
  { main: 'COGS 402', sub: [] },
  { main: 'Skills Workshops', sub: ['Coding', 'Storytelling', 'Data Science', 'Presentation Skills', 'Diversity'] },
  { main: 'Research Project', sub: [] },
  { main: 'Career Workshops', sub: ['Management Skills', 'Interview Skills', 'Resume Building', 'Networking', 'Grad School'] },
] as const;
