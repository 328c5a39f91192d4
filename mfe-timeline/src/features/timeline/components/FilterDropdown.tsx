import { useId } from 'react';
import { Dropdown } from 'shared-ui/overlays';
import { Form } from 'shared-ui/form-controls';
import { FILTER_MENU_MAX_HEIGHT } from '../../../config/filters';

export interface FilterDropdownProps {
  label: string;
  options: string[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/**
 * One multiple-choice filter: a dropdown of checkboxes that stays open while boxes are ticked.
 * Values already chosen stay offered, so they can be unticked even when the list changes.
 * Rendered through FilterDropdownSlot, which loads it.
 */
export function FilterDropdown(props: FilterDropdownProps) {
  const { label, selected, onChange } = props;
  const id = useId();
  const options = [...new Set([...props.options, ...selected])];
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((chosen) => chosen !== value));
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" id={`${id}-toggle`} className="w-100 text-start">
        {label}
        {selected.length > 0 && ` (${selected.length})`}
      </Dropdown.Toggle>
      <Dropdown.Menu className="px-3 py-2" style={{ maxHeight: FILTER_MENU_MAX_HEIGHT, overflowY: 'auto', minWidth: '14rem' }}>
        {options.length === 0 && <p className="text-body-secondary mb-0">No {label.toLowerCase()} choices yet</p>}
        {options.map((option, index) => (
          <Form.Check
            key={option}
            id={`${id}-${index}`}
            label={option}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.currentTarget.checked)}
          />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
