import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Input } from './inputs';

/**
 * The outline the kit's rules give `element` in a browser where :focus-visible does not match it, as
 * Chromium does on a date or time field whose day, month or year part has the focus (jsdom matches
 * :focus-visible on every focus, so it is taken out of the selectors here).
 */
function outlineWithoutFocusVisible(element: Element): string {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const outline = rule.style.getPropertyValue('outline');
      if (outline && element.matches(rule.selectorText.replaceAll(':focus-visible', ':not(*)'))) return outline;
    }
  }
  return '';
}

describe('form controls', () => {
  it.each(['date', 'time'])('draw the focus ring on a %s field that has the focus, and only then', (type) => {
    renderWithTheme(
      <>
        <Input type={type} aria-label="From" />
        <Input type={type} aria-label="To" />
      </>,
    );
    screen.getByLabelText('From').focus();
    expect(outlineWithoutFocusVisible(screen.getByLabelText('From'))).toMatch(/^2px solid /);
    expect(outlineWithoutFocusVisible(screen.getByLabelText('To'))).toBe('');
  });

  it('leave the ring of a text field to :focus-visible', () => {
    renderWithTheme(<Input aria-label="Name" />);
    screen.getByLabelText('Name').focus();
    expect(outlineWithoutFocusVisible(screen.getByLabelText('Name'))).toBe('');
  });
});
