import { Col, Row } from 'shared-ui/bootstrap';
import { Form } from 'shared-ui/form-controls';
import { PROJECT_NAMES, projectFromSlug } from 'shared-ui';
import { PUBLICATION_YEARS, type PublicationFilter } from '../utils/publication-list';

/** Narrow the list to one project and/or one year; `onChange` is given what changed. */
export function PublicationFilters({ filter, onChange }: { filter: PublicationFilter; onChange: (change: PublicationFilter) => void }) {
  return (
    <Form role="search" aria-label="Filter publications" className="mb-4" onSubmit={(event) => event.preventDefault()}>
      <Row className="g-3">
        <Col sm={6} md={4}>
          <Form.Group controlId="publications-project">
            <Form.Label>Project</Form.Label>
            <Form.Select
              value={filter.project ?? ''}
              onChange={(event) => onChange({ project: projectFromSlug(event.target.value) })}
            >
              <option value="">All projects</option>
              {PROJECT_NAMES.map((project) => (
                <option key={project} value={project}>
                  {project}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} md={4}>
          <Form.Group controlId="publications-year">
            <Form.Label>Year</Form.Label>
            <Form.Select
              value={filter.year ?? ''}
              onChange={(event) => onChange({ year: Number(event.target.value) || undefined })}
            >
              <option value="">All years</option>
              {PUBLICATION_YEARS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
    </Form>
  );
}
