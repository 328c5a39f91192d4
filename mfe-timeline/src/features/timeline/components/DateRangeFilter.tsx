import { useId } from 'react';
import { Form } from 'shared-ui/form-controls';

/**
 * The date range inputs. They keep what the member typed; the list reads them through
 * `dateBounds`, which swaps reversed ends, so a half-typed year never moves the other input.
 */
export function DateRangeFilter(props: {
  initial: string;
  target: string;
  onChange: (range: { initial: string; target: string }) => void;
}) {
  const { initial, target, onChange } = props;
  const id = useId();
  return (
    <>
      <Form.Group controlId={`${id}-from`} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">From</Form.Label>
        <Form.Control type="date" value={initial} onChange={(event) => onChange({ initial: event.target.value, target })} />
      </Form.Group>
      <Form.Group controlId={`${id}-to`} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">To</Form.Label>
        <Form.Control type="date" value={target} onChange={(event) => onChange({ initial, target: event.target.value })} />
      </Form.Group>
    </>
  );
}
