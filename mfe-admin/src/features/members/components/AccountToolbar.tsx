import { Form } from 'shared-ui/form-controls';
import { ACCOUNT_ORDERS, type AccountOrder } from '../utils/account-list';

export interface AccountToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  order: AccountOrder;
  onOrder: (order: AccountOrder) => void;
}

/** Narrows the list by name or username as the admin types, and orders it. */
export function AccountToolbar({ search, onSearch, order, onOrder }: AccountToolbarProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <Form.Group controlId="account-search" className="d-flex align-items-center gap-2 flex-grow-1">
        <Form.Label className="mb-0 text-nowrap">Search</Form.Label>
        <Form.Control type="search" value={search} placeholder="Name or username" onChange={(event) => onSearch(event.target.value)} />
      </Form.Group>
      <Form.Group controlId="account-sort" className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0 text-nowrap">Sort by</Form.Label>
        <Form.Select value={order} onChange={(event) => onOrder(event.target.value as AccountOrder)} className="w-auto">
          {ACCOUNT_ORDERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
