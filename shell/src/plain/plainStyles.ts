import type { CSSProperties } from 'react';
import { theme } from 'shared-kit/theme';

/**
 * Styles of the pages outside the layout (login, forgot password, not found). Plain style objects on
 * purpose: these pages load first, and styled-components is left for the lazily loaded layout.
 */
const { colors, space, radius, font } = theme;

export const plain = {
  screen: {
    position: 'fixed',
    inset: 0,
    overflow: 'auto',
    display: 'grid',
    placeItems: 'center',
    padding: space.md,
    background: colors.background,
    color: colors.text,
    fontFamily: font.family,
  },
  card: {
    width: '100%',
    maxWidth: '24rem',
    padding: space.xl,
    borderRadius: radius.md,
    background: colors.surface,
    boxShadow: `0 8px 24px ${colors.shadowCard}`,
  },
  heading: { margin: `0 0 ${space.lg}`, fontSize: font.size.xl, textAlign: 'center' },
  form: { display: 'grid', gap: space.md },
  field: { display: 'grid', gap: space.xs, fontSize: font.size.sm, fontWeight: 600 },
  input: {
    padding: `${space.sm} ${space.md}`,
    border: `1px solid ${colors.border}`,
    borderRadius: radius.sm,
    fontSize: font.size.md,
    fontFamily: 'inherit',
  },
  button: {
    padding: `${space.sm} ${space.md}`,
    border: 0,
    borderRadius: radius.sm,
    background: colors.primary,
    color: colors.primaryText,
    fontSize: font.size.md,
    fontWeight: 700,
    letterSpacing: '0.05em',
    cursor: 'pointer',
  },
  link: { color: colors.primary, fontSize: font.size.sm },
  error: {
    margin: 0,
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.sm,
    background: colors.dangerBackground,
    color: colors.danger,
    fontSize: font.size.sm,
  },
} satisfies Record<string, CSSProperties>;
