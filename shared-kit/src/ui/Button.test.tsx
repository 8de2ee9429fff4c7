import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button that runs its action', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Add Note</Button>);
    const button = screen.getByRole('button', { name: 'Add Note' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed while busy and says it is busy, keeping the keyboard focus', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button busy onClick={onClick}>
          Cancel
        </Button>
        <Button busy type="submit">
          Submit
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Cancel' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(submit).toHaveFocus();
  });
});
