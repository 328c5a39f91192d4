import { Form } from 'shared-ui/form-controls';
import type { ResourceOrder } from '../utils/sort-resources';

export function SortSelect({ value, onChange }: { value: ResourceOrder; onChange: (order: ResourceOrder) => void }) {
  return (
    <Form.Group controlId="resource-sort" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0">Sort</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value as ResourceOrder)} className="w-auto">
        <option value="newest">New to Old</option>
        <option value="oldest">Old to New</option>
      </Form.Select>
    </Form.Group>
  );
}
