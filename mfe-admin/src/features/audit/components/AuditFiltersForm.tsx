import { useState, type FormEvent } from 'react';
import { Button, Col, Row } from 'shared-ui/bootstrap';
import { Form } from 'shared-ui/form-controls';
import type { AuditAction } from 'shared-ui';
import { AUDIT_ACTION_DETAILS, AUDIT_ACTIONS } from 'shared-ui/audit';
import { NO_FILTERS, type AuditFilters } from '../utils/audit-filters';

/** Member, action and dates; the list follows them when they are applied, not at every key. */
export function AuditFiltersForm({ applied, onApply }: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label="Audit filters" className="mb-3">
      <Row className="g-3 align-items-end">
        <Col xs={12} md={6} lg={3}>
          <Form.Group controlId="audit-actor">
            <Form.Label>Member (username)</Form.Label>
            <Form.Control value={draft.actor} onChange={set('actor')} autoComplete="off" />
          </Form.Group>
        </Col>
        <Col xs={12} md={6} lg={3}>
          <Form.Group controlId="audit-action">
            <Form.Label>Action</Form.Label>
            <Form.Select value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value as AuditAction | '' })}>
              <option value="">Any action</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_DETAILS[action].label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="audit-from">
            <Form.Label>From</Form.Label>
            <Form.Control type="date" value={draft.from} onChange={set('from')} />
          </Form.Group>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Group controlId="audit-to">
            <Form.Label>To</Form.Label>
            <Form.Control type="date" value={draft.to} onChange={set('to')} />
          </Form.Group>
        </Col>
        <Col xs={12} lg={2} className="d-flex gap-2">
          <Button type="submit">Apply</Button>
          <Button
            variant="outline-secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            Clear
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
