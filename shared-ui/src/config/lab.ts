/**
 * The lab's identity, in one place. These are placeholders for a vision-science lab: edit them
 * here and every page (footer, contact, join, about) follows.
 */
export const LAB = {
  name: 'Visual Cognition Lab',
  shortName: 'VC Lab',
  university: 'University of British Columbia',
  department: 'Department of Psychology',
  email: 'visionlab@psych.example.edu',
  phone: '604-555-0142',
  fax: '604-555-0143',
  director: { name: 'Prof. Ruth Whitfield', email: 'r.whitfield@psych.example.edu', phone: '604-555-0140' },
  address: ['Kenny Building, Room 3402', '2136 West Mall', 'Vancouver, BC V6T 1Z4', 'Canada'],
  hours: { weekdays: '9AM-5PM', weekends: 'Closed' },
} as const;
