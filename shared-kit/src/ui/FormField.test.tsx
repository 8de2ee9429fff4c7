import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { CheckboxField, FormField, SelectField, TextAreaField, TextField } from './FormField';
import { Input } from './inputs';

describe('form fields', () => {
  it('label their control and tie hint and error to it', () => {
    renderWithTheme(<TextField label="Logo" hint="Size: 180*50 FileType: .png" error="Logo is required" required />);
    const input = screen.getByLabelText(/Logo/);
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Size: 180*50 FileType: .png Logo is required');
  });

  it('stack from the top, so a field beside a taller one (showing a message) keeps its control height', () => {
    renderWithTheme(<TextField label="After Void Balance" />);
    const field = screen.getByLabelText('After Void Balance').parentElement!;
    expect(getComputedStyle(field).display).toBe('grid');
    expect(getComputedStyle(field).alignContent).toBe('start');
  });

  it('leave a valid control unmarked', () => {
    renderWithTheme(<FormField label="Origin">{(control) => <Input {...control} />}</FormField>);
    const input = screen.getByLabelText('Origin');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('offer a labelled textarea, select and checkbox', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <>
        <TextAreaField label="Note" defaultValue="" />
        <SelectField
          label="Section"
          placeholder="Choose"
          options={[{ value: 'Turbo', label: 'Turbo' }]}
          onChange={(e) => onChange(e.target.value)}
        />
        <CheckboxField label="note_listing" />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Note'), 'hello');
    expect(screen.getByLabelText('Note')).toHaveValue('hello');
    await userEvent.selectOptions(screen.getByLabelText('Section'), 'Turbo');
    expect(onChange).toHaveBeenCalledWith('Turbo');
    await userEvent.click(screen.getByText('note_listing'));
    expect(screen.getByRole('checkbox', { name: 'note_listing' })).toBeChecked();
  });
});
