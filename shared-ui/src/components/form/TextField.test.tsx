import { screen, waitFor } from '@testing-library/react';
import * as Yup from 'yup';
import { renderInForm } from './render-in-form';
import { TextField } from './TextField';

const schema = Yup.object({ title: Yup.string().required('Title is required').min(4, 'Minimum 4 characters') });

describe('TextField', () => {
  it('is an input named by its label, of the type asked for, with its autocomplete hint', () => {
    renderInForm(<TextField name="title" label="Title" type="email" autoComplete="email" />, { title: 'a@b.org' });
    const input = screen.getByLabelText('Title');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveValue('a@b.org');
  });

  it('is a text area of that many rows when rows are given', () => {
    renderInForm(<TextField name="title" label="Title" rows={4} />, { title: '' });
    const box = screen.getByLabelText('Title');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
  });

  it('when required, is a required control with an asterisk after its label that is not read out', () => {
    renderInForm(<TextField name="title" label="Title" rows={4} required />, { title: '' });
    const box = screen.getByRole('textbox', { name: 'Title' });
    expect(box).toBeRequired();
    const marker = screen.getByText('*');
    expect(marker.closest('label')).toHaveAttribute('for', box.id);
    expect(marker).toHaveAttribute('aria-hidden', 'true');
  });

  it('is neither required nor marked unless asked', () => {
    renderInForm(<TextField name="title" label="Title" />, { title: '' });
    expect(screen.getByLabelText('Title')).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('is described by its help text', () => {
    renderInForm(<TextField name="title" label="Title" help="A short name." />, { title: '' });
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('A short name.');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows its error only once the field was left, then is invalid and described by help and error', async () => {
    const { user } = renderInForm(<TextField name="title" label="Title" help="A short name." />, { title: '' }, schema);
    await user.type(screen.getByLabelText('Title'), 'ab');
    expect(screen.queryByText('Minimum 4 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Minimum 4 characters')).toHaveClass('invalid-feedback', 'd-block');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('A short name. Minimum 4 characters');
  });

  it('shows every error at submit', async () => {
    const { submit, onSubmit } = renderInForm(<TextField name="title" label="Title" />, { title: '' }, schema);
    await submit();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with errorOnChange, shows the error while the field is still being edited', async () => {
    const { user } = renderInForm(<TextField name="title" label="Title" errorOnChange />, { title: 'Slides' }, schema);
    await user.clear(screen.getByLabelText('Title'));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Notes');
    await waitFor(() => expect(screen.queryByText('Title is required')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'false');
  });
});
