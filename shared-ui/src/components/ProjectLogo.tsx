import { PROJECTS, type ProjectName } from '../config/projects';
import { PROJECT_GLYPHS } from './project-glyphs';

/** Dark ink on light badges (NOVA's yellow), white on the rest: the mark keeps its contrast. */
function inkFor(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#212529' : '#ffffff';
}

/**
 * A project's logo: its mark on a badge of its colour. Named for screen readers unless
 * `decorative`, for when the project's name is written beside it.
 */
export function ProjectLogo({ name, size = 64, decorative = false }: { name: ProjectName; size?: number; decorative?: boolean }) {
  const colour = PROJECTS.find((project) => project.name === name)?.colour ?? '#495057';
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className="project-logo"
      style={{ color: inkFor(colour) }}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': `${name} logo` })}
    >
      <rect width="64" height="64" rx="14" fill={colour} />
      {PROJECT_GLYPHS[name]}
    </svg>
  );
}
