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
  // Strokes that make up a character: how readers recognise symbols at a glance.
  Ideo: (
    <g {...stroke}>
      <path d="M16 20h32M32 12v40M20 32h24M22 44l-6 8M42 44l6 8" />
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
  // A bright spark: the pull of something new.
  NOVA: (
    <path
      d="M32 8 37 27 56 32 37 37 32 56 27 37 8 32 27 27Z"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    />
  ),
  // Items in four clusters, one target among them: search that goes group by group.
  SHIVA: (
    <g fill="currentColor">
      {[
        [14, 14],
        [40, 14],
        [14, 40],
        [40, 40],
      ].flatMap(([x, y]) =>
        [
          [x, y],
          [x + 9, y],
          [x, y + 9],
          [x + 9, y + 9],
        ].map(([cx, cy]) =>
          cx === 49 && cy === 49 ? (
            <rect key={`${cx}-${cy}`} x={cx - 4} y={cy - 4} width={8} height={8} />
          ) : (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={3} />
          ),
        ),
      )}
    </g>
  ),
};
