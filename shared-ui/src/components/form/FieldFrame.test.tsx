import { screen } from '@testing-library/react';
import { FieldFrame } from './FieldFrame';
import { renderInForm } from './render-in-form';
import { useFieldFeedback } from './use-field-feedback';

// A plain control never sees react-bootstrap's Form.Group context: the label must reach it
// through the props alone.
function PlainField() {
  const topic = useFieldFeedback<string>('topic', { help: 'Pick one.' });
  return (
    <FieldFrame id={topic.id} label="Topic" help="Pick one.">
      <select {...topic.field} {...topic.aria}>
        <option value="">None</option>
      </select>
    </FieldFrame>
  );
}

describe('FieldFrame with useFieldFeedback', () => {
  it('labels a control that does not read the Form.Group context, and describes it by its help', () => {
    renderInForm(<PlainField />, { topic: '' });
    const select = screen.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveAccessibleDescription('Pick one.');
  });
});
