import type { SectionId } from '../utils/sections';

interface Node {
  section: SectionId;
  label: string;
  x: number;
  y: number;
  width: number;
  start?: boolean;
}

const HEIGHT = 44;

const NODES: Node[] = [
  { section: 'co-pilot', label: 'Co-Pilot', x: 20, y: 160, width: 170, start: true },
  { section: 'data-science-co-pilot', label: 'Data Science Co-Pilot', x: 360, y: 20, width: 230 },
  { section: 'directed-studies', label: 'Directed Studies', x: 360, y: 100, width: 230 },
  { section: 'coding-team', label: 'Coding Team', x: 360, y: 180, width: 230 },
  { section: 'volunteer', label: 'Volunteer', x: 360, y: 260, width: 230 },
  { section: 'research-assistant', label: 'Research Assistant', x: 730, y: 260, width: 230 },
];

const node = (section: SectionId) => NODES.find((candidate) => candidate.section === section)!;
const middle = (n: Node) => n.y + HEIGHT / 2;

/** A curve from the right edge of `from` to the left edge of `to`. */
function edge(from: Node, to: Node): string {
  const x1 = from.x + from.width;
  const x2 = to.x - 8;
  const bend = (x2 - x1) / 2;
  return `M${x1} ${middle(from)} C${x1 + bend} ${middle(from)} ${x2 - bend} ${middle(to)} ${x2} ${middle(to)}`;
}

/**
 * The role ladder of spec section 1 as a graph: each role a link to its section. Shown on wide
 * screens only; the list beside it in the page says the same in words for every width.
 */
export function JourneyGraph() {
  const copilot = node('co-pilot');
  const volunteer = node('volunteer');
  const assistant = node('research-assistant');
  return (
    <figure className="my-4">
      <svg
        className="journey-graph"
        viewBox="0 0 1000 400"
        role="group"
        aria-labelledby="journey-graph-caption"
      >
        <defs>
          <marker id="journey-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto">
            <path className="journey-graph__arrow" d="M0 0 10 5 0 10Z" />
          </marker>
        </defs>
        {NODES.filter((target) => !target.start && target.section !== 'research-assistant').map((target) => (
          <path key={target.section} className="journey-graph__edge" d={edge(copilot, target)} markerEnd="url(#journey-arrow)" />
        ))}
        <text className="journey-graph__label" x={205} y={330}>
          after a term as Co-Pilot,
        </text>
        <text className="journey-graph__label" x={205} y={347}>
          a letter of intent and a
        </text>
        <text className="journey-graph__label" x={205} y={364}>
          signed Volunteer Contract
        </text>
        <path className="journey-graph__edge" d={edge(volunteer, assistant)} markerEnd="url(#journey-arrow)" />
        <text className="journey-graph__label" x={600} y={233}>
          elected by senior RAs and
        </text>
        <text className="journey-graph__label" x={600} y={250}>
          Project Leaders, PI approves
        </text>
        <path
          className="journey-graph__edge"
          d={`M${volunteer.x + 150} ${volunteer.y + HEIGHT} c0 40 -70 40 -70 6`}
          markerEnd="url(#journey-arrow)"
        />
        <text className="journey-graph__label" x={volunteer.x + 160} y={volunteer.y + HEIGHT + 34}>
          or renew
        </text>
        <path
          className="journey-graph__edge journey-graph__edge--dashed"
          d={`M${copilot.x + 60} 290 L${copilot.x + 60} ${copilot.y + HEIGHT + 8}`}
          markerEnd="url(#journey-arrow)"
        />
        <text className="journey-graph__label" x={copilot.x} y={310}>
          Away for a term or more?
        </text>
        <text className="journey-graph__label" x={copilot.x} y={327}>
          Reapply to return.
        </text>
        {NODES.map((n) => (
          <a
            key={n.section}
            href={`#${n.section}`}
            className={`journey-graph__node${n.start ? ' journey-graph__node--start' : ''}`}
          >
            <rect x={n.x} y={n.y} width={n.width} height={HEIGHT} rx={10} />
            <text x={n.x + n.width / 2} y={n.y + 28} textAnchor="middle">
              {n.label}
            </text>
          </a>
        ))}
      </svg>
      <figcaption id="journey-graph-caption" className="small text-body-secondary">
        Everyone starts as Co-Pilot. A former member away for at least one term must reapply. Choose a role to read about it.
      </figcaption>
    </figure>
  );
}
