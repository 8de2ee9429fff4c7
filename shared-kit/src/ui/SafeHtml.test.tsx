import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { SafeHtml } from './SafeHtml';

it('SafeHtml keeps markup and removes scripts and event handlers', () => {
  const { container } = renderWithTheme(
    <SafeHtml
      html={'<p>Dear <b>{user}</b></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">'}
    />,
  );
  expect(screen.getByText('{user}').tagName).toBe('B');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).not.toHaveAttribute('onerror');
});
