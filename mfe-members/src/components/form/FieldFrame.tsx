import Form from 'react-bootstrap/Form';
import type { ReactNode } from 'react';

/** Label, control, help text and error of one form field. */
export function FieldFrame(props: { id: string; label: string; help?: string; error?: string; children: ReactNode }) {
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      {props.children}
      {props.help && <Form.Text id={`${props.id}-help`}>{props.help}</Form.Text>}
      {props.error && (
        <Form.Control.Feedback type="invalid" id={`${props.id}-error`}>
          {props.error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
