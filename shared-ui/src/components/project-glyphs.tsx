import type { ReactElement } from 'react';
import type { ProjectName } from '../config/projects';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Each project's mark, drawn in the badge's ink (currentColor) on a 64 × 64 badge of the project's colour. */
export const PROJECT_GLYPHS: Record<ProjectName, ReactElement> = {
  // Code brackets around a slash: the team that writes the lab's software.
  'Coding Team': (
    <g {...stroke}>
      <path d="M24 20 12 32l12 12M40 20l12 12-12 12M35 16l-6 32" />
    </g>
  ),
  // A scatterplot and its trend: the displays whose correlation observers judge.
  Correlation: (
    <g>
      <path d="M14 48 50 16" {...stroke} strokeWidth={3} opacity={0.7} />
      {[
        [17, 42],
        [22, 46],
        [26, 36],
        [31, 38],
        [34, 29],
        [40, 31],
        [44, 22],
        [48, 24],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={3} fill="currentColor" />
      ))}
    </g>
  ),
  // Two eyes looking different ways: individual differences in what people notice.
  Ideo: (
    <g>
      <path d="M8 32c5-8 11-12 15-12s10 4 15 12c-5 8-11 12-15 12S13 40 8 32Z" {...stroke} strokeWidth={3} transform="translate(-2 -6) scale(.75)" />
      <path d="M8 32c5-8 11-12 15-12s10 4 15 12c-5 8-11 12-15 12S13 40 8 32Z" {...stroke} strokeWidth={3} transform="translate(22 14) scale(.75)" />
      <circle cx="13" cy="18" r="3.5" fill="currentColor" />
      <circle cx="42" cy="38" r="3.5" fill="currentColor" />
    </g>
  ),
  // Two frames with a cut between them.
  'Image Transitions': (
    <g {...stroke}>
      <rect x="10" y="14" width="26" height="22" rx="3" />
      <rect x="28" y="28" width="26" height="22" rx="3" />
      <path d="M32 8v48" strokeDasharray="4 5" strokeWidth={2.5} />
    </g>
  ),
  // A changed patch sensed before it is seen: a dashed ring around a faint dot.
  NCIS: (
    <g>
      <circle cx="32" cy="32" r="17" {...stroke} strokeDasharray="6 6" />
      <circle cx="32" cy="32" r="6" fill="currentColor" opacity={0.55} />
      <path d="M45 45 54 54" {...stroke} />
    </g>
  ),
  // A bright star: where the eye lands in a natural scene.
  NOVA: (
    <path
      d="M32 8 37 27 56 32 37 37 32 56 27 37 8 32 27 27Z"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    />
  ),
  // Bars of a chart read at a glance: perception applied to displays.
  SHIVA: (
    <g {...stroke}>
      <path d="M12 52h40" />
      <path d="M19 46V34M29 46V22M39 46V28M49 46V14" strokeWidth={5} />
    </g>
  ),
};
