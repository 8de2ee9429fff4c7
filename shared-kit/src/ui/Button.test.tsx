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

  it('cannot be pressed while busy and says it is busy', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button busy onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
