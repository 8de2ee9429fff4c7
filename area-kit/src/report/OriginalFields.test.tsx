import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from 'shared-kit/testing';
import { OriginalFields } from './OriginalFields';
import { emptyOriginal } from './reportForm';

function renderOriginal(index: number) {
  const dispatch = jest.fn();
  const original = { ...emptyOriginal(), sportNames: ['Cricket', 'Tennis'] };
  renderWithTheme(
    <OriginalFields
      index={index}
      original={original}
      canRemove
      errors={new Map()}
      suggestions={{ eventName: 'events', marketName: 'markets' }}
      dispatch={dispatch}
      onRemove={jest.fn()}
    />,
  );
  return { dispatch, group: screen.getByRole('group', { name: `Original ${index + 1}` }) };
}

describe('OriginalFields', () => {
  it("names each input by its own original's number, the visible texts unchanged", async () => {
    const { group, dispatch } = renderOriginal(1);
    expect(within(group).getByRole('combobox', { name: 'Sport Name 1 of original 2' })).toHaveValue('Cricket');
    expect(within(group).getByRole('combobox', { name: 'Sport Name 2 of original 2' })).toHaveValue('Tennis');
    expect(within(group).getByRole('combobox', { name: 'Event Name 1 of original 2' })).toBeInTheDocument();
    expect(within(group).getByRole('combobox', { name: 'Market Name 1 of original 2' })).toBeInTheDocument();
    expect(within(group).getByRole('spinbutton', { name: 'P&L of original 2' })).toBeRequired();
    expect(within(group).getByText('P&L')).toBeVisible();
    expect(within(group).getByText('Sport Names')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Remove Sport Name 2 of original 2' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'removeName', original: 1, list: 'sportNames', index: 1 });
  });

  it("gives two originals' inputs different names", () => {
    renderOriginal(0);
    renderOriginal(1);
    for (const name of ['Sport Name 1', 'Event Name 1', 'Market Name 1', 'P&L'])
      expect(
        new Set(
          screen
            .getAllByLabelText(new RegExp(`^${name} of original`))
            .map((input) => input.id || input.getAttribute('aria-label')),
        ).size,
      ).toBe(2);
  });
});
