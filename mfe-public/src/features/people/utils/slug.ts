/** A team name as an HTML id fragment: 'Coding Team' → 'coding-team'. */
export const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
