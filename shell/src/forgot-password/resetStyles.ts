import type { CSSProperties } from 'react';
import { theme } from 'shared-kit/theme';
import { plain } from '../plain/plainStyles';

/** What the reset steps add to the plain pages' styles. */
export const reset = {
  intro: {
    margin: `0 0 ${theme.space.md}`,
    color: theme.colors.muted,
    fontSize: theme.font.size.sm,
    textAlign: 'center',
  },
  success: { ...plain.error, background: theme.colors.successBackground, color: theme.colors.success },
  passwordRow: { display: 'flex', gap: theme.space.xs },
  passwordInput: { ...plain.input, flex: 1, minWidth: 0 },
  toggle: {
    minWidth: '4.5rem',
    padding: `0 ${theme.space.md}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.primary,
    fontSize: theme.font.size.sm,
    cursor: 'pointer',
  },
  back: { ...plain.link, justifySelf: 'center' },
} satisfies Record<string, CSSProperties>;
