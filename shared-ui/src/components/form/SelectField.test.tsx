import { screen, waitFor, within } from '@testing-library/react';
import * as Yup from 'yup';
import { renderInForm } from './render-in-form';
import { SelectField } from './SelectField';

const schema = Yup.object({ project: Yup.string().required('Project is required') });

describe('SelectField', () => {
  it('offers the placeholder, then options given as strings or as value and label', () => {
    renderInForm(
      <>
        <SelectField name="project" label="Project" placeholder="Choose a project" options={['NOVA', 'SHIVA']} />
        <SelectField
          name="position"
          label="Position"
          placeholder="Choose a position"
          options={[{ value: 'co-pilot', label: 'Co-pilot' }]}
        />
      </>,
      { project: '', position: '' },
    );
    const shown = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]);
    expect(shown('Project')).toEqual([
      ['Choose a project', ''],
      ['NOVA', 'NOVA'],
      ['SHIVA', 'SHIVA'],
    ]);
    expect(shown('Position')).toEqual([
      ['Choose a position', ''],
      ['Co-pilot', 'co-pilot'],
    ]);
  });

  it('keeps the choice in the form and sends it', async () => {
    const { user, submit, onSubmit } = renderInForm(
      <SelectField name="project" label="Project" placeholder="Choose a project" options={['NOVA', 'SHIVA']} />,
      { project: '' },
      schema,
    );
    await user.selectOptions(screen.getByLabelText('Project'), 'SHIVA');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ project: 'SHIVA' }, expect.anything()));
  });

  it('is invalid and described by its help and error once submitted empty', async () => {
    const { submit } = renderInForm(
      <SelectField name="project" label="Project" placeholder="Choose a project" options={['NOVA']} help="The team you work in." />,
      { project: '' },
      schema,
    );
    expect(screen.getByLabelText('Project')).toHaveAccessibleDescription('The team you work in.');
    await submit();
    expect(await screen.findByText('Project is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Project')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Project')).toHaveAccessibleDescription('The team you work in. Project is required');
  });
});
