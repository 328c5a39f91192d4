import type { ReactNode } from 'react';
import { Form } from 'shared-ui/form-controls';

export interface FieldFrameProps {
  /** The control's id (from `useFieldFeedback`); the help and error ids derive from it. */
  id: string;
  label: string;
  help?: string;
  error?: string;
  /** Marks the field as one that must be filled in: an asterisk after the label. */
  required?: boolean;
  children: ReactNode;
}

/**
 * Label, control, help text and error of one form field. The error is `d-block` because
 * Bootstrap only shows feedback that follows an `.is-invalid` control, which a custom control
 * (a file input in a row of buttons, a group of toggles) may not be. The label names the control
 * by `htmlFor`, not through the group's `controlId`: the control carries the id itself, and
 * react-bootstrap warns on every render of a control that has both.
 */
export function FieldFrame({ id, label, help, error, required, children }: FieldFrameProps) {
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>
        {label}
        {/* Seen, not read out: the control's own `required` tells assistive technology. */}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </Form.Label>
      {children}
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
