import { screen } from '@testing-library/react';
import { renderWithTheme } from 'shared-kit/testing';
import { cutParts, RemarkText } from './RemarkText';

describe('cutParts', () => {
  it('cuts plain text at 25 characters', () => {
    expect(cutParts('short remark', 25)).toEqual({ parts: [{ kind: 'text', text: 'short remark' }], cut: false });
    expect(cutParts('x'.repeat(25), 25).cut).toBe(false);
    expect(cutParts('x'.repeat(30), 25)).toEqual({ parts: [{ kind: 'text', text: 'x'.repeat(25) }], cut: true });
  });

  it('keeps a link at the cut whole as a target and readable as text, never a few letters of its scheme', () => {
    const { parts, cut } = cutParts('Customer was told, see https://proofs.example/a/very/long/path', 25);
    expect(cut).toBe(true);
    expect(parts).toEqual([
      { kind: 'text', text: 'Customer was told, see ' },
      { kind: 'link', text: 'proofs.example/a', href: 'https://proofs.example/a/very/long/path' },
    ]);
    expect(cutParts('see www.example.com/a/long/path please', 25).parts).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'www.example.com/a/lon', href: 'https://www.example.com/a/long/path' },
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
    const link = screen.getByRole('link', { name: 'proofs.example/a' });
    expect(link).toHaveAttribute('href', 'https://proofs.example/a/very/long/path');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.parentElement).toHaveTextContent('Customer was told, see proofs.example/a...');
    expect(link.parentElement).toHaveAttribute(
      'title',
      'Customer was told, see https://proofs.example/a/very/long/path',
    );
  });
});
