import { screen, waitFor } from '@testing-library/react';
import { CheckField } from './CheckField';
import { renderInForm } from './render-in-form';

describe('CheckField', () => {
  it('is a switch named by its label that turns the value on and off', async () => {
    const { user, submit, onSubmit } = renderInForm(<CheckField name="isAlumni" label="Alumni" />, { isAlumni: true });
    const control = screen.getByRole('checkbox', { name: 'Alumni' });
    expect(control.closest('.form-switch')).not.toBeNull();
    expect(control).toBeChecked();
    await user.click(control);
    expect(control).not.toBeChecked();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ isAlumni: false }, expect.anything()));
  });

  it('is a plain check box when asked', async () => {
    const { user } = renderInForm(<CheckField name="isAlumni" label="Alumni" type="checkbox" />, { isAlumni: false });
    const control = screen.getByRole('checkbox', { name: 'Alumni' });
    expect(control.closest('.form-switch')).toBeNull();
    await user.click(control);
    expect(control).toBeChecked();
  });

  it('reads out its help text with the control', () => {
    renderInForm(<CheckField name="isAlumni" label="Alumni" help="Former members are listed apart." />, { isAlumni: false });
    expect(screen.getByRole('checkbox', { name: 'Alumni' })).toHaveAccessibleDescription('Former members are listed apart.');
  });
});
