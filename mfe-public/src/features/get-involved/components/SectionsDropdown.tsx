import { Dropdown } from 'shared-ui/overlays';
import { Link } from 'shared-ui/router';
import { SECTIONS } from '../utils/sections';

/** The sidebar's links as one dropdown, for screens too narrow for a sidebar (974 px and less). */
export function SectionsDropdown() {
  return (
    <nav aria-label="Get Involved sections" className="get-involved-dropdown mb-4">
      <Dropdown>
        <Dropdown.Toggle variant="outline-primary" id="get-involved-sections">
          Jump to a section
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {SECTIONS.map((section) => (
            <Dropdown.Item key={section.id} href={`#${section.id}`}>
              {section.title}
            </Dropdown.Item>
          ))}
          <Dropdown.Divider />
          <Dropdown.Item as={Link} to="/projects">
            View Projects
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </nav>
  );
}
