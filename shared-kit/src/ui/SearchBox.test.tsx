import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SearchBox } from './SearchBox';

function Host({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

it('SearchBox is a labelled search field that reports what is typed', async () => {
  const onChange = jest.fn();
  renderWithTheme(<Host onChange={onChange} />);
  const box = screen.getByRole('searchbox', { name: 'Search' });
  await userEvent.type(box, 'acme');
  expect(onChange).toHaveBeenLastCalledWith('acme');
});
