import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Input } from './inputs';

/**
 * The outline the kit's rules give `element` while the focus is on a part inside it, as Chromium has it
 * when a date or time field's calendar button has the focus: the field matches :focus-within but
 * neither :focus nor :focus-visible (jsdom cannot focus inside a field, so those two are taken out of
 * the selectors here).
 */
function outlineWithFocusInside(element: Element): string {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const outline = rule.style.getPropertyValue('outline');
      if (outline && element.matches(rule.selectorText.replace(/:focus(-visible)?(?![-\w])/g, ':not(*)'))) {
        return outline;
      }
    }
  }
  return '';
}

describe('form controls', () => {
  it.each(['date', 'time'])(
    'draw the focus ring on a %s field while the focus is inside it (its calendar button), and only then',
    (type) => {
      renderWithTheme(
        <>
          <Input type={type} aria-label="From" />
          <Input type={type} aria-label="To" />
        </>,
      );
      screen.getByLabelText('From').focus();
      expect(outlineWithFocusInside(screen.getByLabelText('From'))).toMatch(/^2px solid /);
      expect(outlineWithFocusInside(screen.getByLabelText('To'))).toBe('');
    },
  );

  it('leave the ring of a text field to :focus-visible, on the field itself', () => {
    renderWithTheme(<Input aria-label="Name" />);
    screen.getByLabelText('Name').focus();
    expect(outlineWithFocusInside(screen.getByLabelText('Name'))).toBe('');
  });
});
