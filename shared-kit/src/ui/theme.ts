/**
 * The console's design tokens. A plain object (no styled-components import) so the login page can use
 * the same colours without loading styled-components; the design kit will extend it.
 */
import './styled';

export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryText: '#ffffff',
    background: '#f3f5f9',
    surface: '#ffffff',
    text: '#1f2937',
    /** Hints and secondary text: 6.9:1 on the page background, 7.6:1 on white (WCAG AA asks 4.5:1). */
    muted: '#4b5563',
    /** Lines between things (not text). */
    border: '#d8dde6',
    /** The edge of a control a person types in or ticks: 4.8:1 on white (WCAG 1.4.11 asks 3:1). */
    controlBorder: '#6b7280',
    primaryHover: '#1e40af',
    secondary: '#e5e7eb',
    secondaryHover: '#d1d5db',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerBackground: '#fde8e8',
    success: '#047857',
    successBackground: '#d1fae5',
    warning: '#92400e',
    warningBackground: '#fef3c7',
    focus: '#2563eb',
    rowHover: '#f8fafc',
    sidebar: '#111827',
    sidebarText: '#d1d5db',
    /** The sidebar's group headings: 7:1 on its dark ground (the page's muted grey was 3.7:1 there). */
    sidebarMuted: '#9ca3af',
    sidebarActive: '#2563eb',
    /** The keyboard focus ring on the dark sidebar, where the page's blue ring is too dark to see. */
    sidebarFocus: '#93c5fd',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '4px', md: '8px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Gujarati', sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  layout: { sidebarWidth: '240px', headerHeight: '56px' },
  /** Below this window width the sidebar is an overlay that closes on an outside click. */
  narrowBelow: 768,
} as const;

export type Theme = typeof theme;
