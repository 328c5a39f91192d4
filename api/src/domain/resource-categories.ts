/** Resource categories and their sub-categories (spec section 3). */
export const RESOURCE_CATEGORIES: Record<string, readonly string[]> = {
  'COGS 402': [],
  'Skills Workshops': ['Coding', 'Storytelling', 'Data Science', 'Presentation Skills', 'Diversity'],
  'Research Project': [],
  'Career Workshops': [
    'Management Skills',
    'Interview Skills',
    'Resume Building',
    'Networking',
    'Grad School',
  ],
};

export const RESOURCE_CATEGORY_NAMES = Object.keys(RESOURCE_CATEGORIES);
