import { Dropdown } from 'shared-ui/overlays';
import { Link } from 'shared-ui/router';
import { SECTIONS } from '../utils/sections';
import { SECTIONS_TOGGLE } from './sections-toggle';

export interface SectionsDropdownMenuProps {
  /** Drawn open: it replaces the stand-in the visitor has just pressed. */
  defaultShow?: boolean;
}

/** The sidebar's links as react-bootstrap's dropdown: fetched by SectionsDropdown when first pressed. */
export function SectionsDropdownMenu({ defaultShow = false }: SectionsDropdownMenuProps) {
  return (
    <Dropdown defaultShow={defaultShow}>
      <Dropdown.Toggle variant={SECTIONS_TOGGLE.variant} id={SECTIONS_TOGGLE.id}>
        {SECTIONS_TOGGLE.label}
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
  );
}
