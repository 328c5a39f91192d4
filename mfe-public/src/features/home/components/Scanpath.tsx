// Fixation points of a viewer's scanpath across the hero, in viewBox units, in viewing order.
const FIXATIONS: [number, number, number][] = [
  [90, 60, 9],
  [260, 120, 14],
  [180, 230, 7],
  [420, 90, 11],
  [560, 210, 16],
  [700, 70, 8],
  [860, 180, 12],
  [980, 60, 9],
  [1100, 230, 13],
];

/** The hero's backdrop: the path of a viewer's eyes, drawn as it happens. Decorative only. */
export function Scanpath() {
  const path = FIXATIONS.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return (
    <svg className="home-hero__scanpath" viewBox="0 0 1200 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <path className="home-hero__saccade" d={path} />
      {FIXATIONS.map(([x, y, r], index) => (
        <circle
          key={`${x}-${y}`}
          className="home-hero__fixation"
          cx={x}
          cy={y}
          r={r}
          style={{ animationDelay: `${0.3 + index * 0.4}s` }}
        />
      ))}
    </svg>
  );
}
