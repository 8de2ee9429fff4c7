import { screen } from '@testing-library/react';
import { renderWithTheme } from 'shared-kit/testing';
import { cutParts, RemarkText } from './RemarkText';

describe('cutParts', () => {
  it('cuts plain text at 25 characters', () => {
    expect(cutParts('short remark', 25)).toEqual({ parts: [{ kind: 'text', text: 'short remark' }], cut: false });
    expect(cutParts('x'.repeat(25), 25).cut).toBe(false);
    expect(cutParts('x'.repeat(30), 25)).toEqual({ parts: [{ kind: 'text', text: 'x'.repeat(25) }], cut: true });
  });

  it('keeps a link at the cut whole as a target, its visible text cut with the rest and without its scheme', () => {
    const { parts, cut } = cutParts('Customer was told, see https://proofs.example/a/very/long/path', 25);
    expect(cut).toBe(true);
    expect(parts).toEqual([
      { kind: 'text', text: 'Customer was told, see ' },
      { kind: 'link', text: 'pr', href: 'https://proofs.example/a/very/long/path' },
    ]);
    expect(cutParts('see www.example.com/a/long/path please', 25).parts).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'www.example.com/a/lon', href: 'https://www.example.com/a/long/path' },
    ]);
  });

  it('never shows more than 25 characters, whatever links the remark holds (the spec cut)', () => {
    const remarks = [
      'Two originals test www.example.org/some/long/path',
      'https://a.example/x https://b.example/y https://c.example/z',
      'see https://proofs.example',
      'x'.repeat(24) + ' www.example.org',
    ];
    for (const remark of remarks) {
      const shown = cutParts(remark, 25)
        .parts.map((part) => part.text)
        .join('');
      expect(shown.length).toBeLessThanOrEqual(25);
    }
    expect(cutParts('Two originals test www.example.org/some/long/path', 25).parts).toEqual([
      { kind: 'text', text: 'Two originals test ' },
      { kind: 'link', text: 'www.ex', href: 'https://www.example.org/some/long/path' },
    ]);
  });

  it('leaves out a link that starts after the cut', () => {
    expect(cutParts('The agent confirmed everything, https://x.example', 25).parts).toEqual([
      { kind: 'text', text: 'The agent confirmed every' },
    ]);
  });
});

describe('RemarkText', () => {
  it('shows a cut address as a working link to its full address, with the full remark on hover', () => {
    renderWithTheme(<RemarkText remark="Customer was told, see https://proofs.example/a/very/long/path" />);
    const link = screen.getByRole('link', { name: 'pr' });
    expect(link).toHaveAttribute('href', 'https://proofs.example/a/very/long/path');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.parentElement).toHaveTextContent(/^Customer was told, see pr\.\.\.$/);
    expect(link.parentElement).toHaveAttribute(
      'title',
      'Customer was told, see https://proofs.example/a/very/long/path',
    );
  });
});
