import { Form } from 'shared-ui/form-controls';

/** Narrows the list as the member types, over title, author and description. */
export function ResourceSearch({ value, onChange }: { value: string; onChange: (search: string) => void }) {
  return (
    <Form.Group controlId="resource-search" className="d-flex align-items-center gap-2 flex-grow-1">
      <Form.Label className="mb-0 text-nowrap">Search</Form.Label>
      <Form.Control
        type="search"
        value={value}
        placeholder="Title, author or description"
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Group>
  );
}
