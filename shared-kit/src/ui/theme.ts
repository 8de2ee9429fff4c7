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
    /** Text and icons on a dark or coloured ground: the sidebar, a badge, a red banner, a brand band. */
    onDark: '#fff',
    /** A hovered entry on the dark sidebar. */
    sidebarHover: 'rgba(255, 255, 255, 0.08)',
    /** The ground of an image's position number, over the image. */
    imageMark: 'rgba(17, 24, 39, 0.75)',
    /** The standalone host's sidebar (a remote run on its own, `npm run dev`). */
    standaloneNav: '#1f3b73',
    /** Shadows: a dialog, a side drawer, a menu, a raised card, a pinned column's edge. */
    shadowDialog: 'rgba(0, 0, 0, 0.25)',
    shadowDrawer: 'rgba(0, 0, 0, 0.18)',
    shadowMenu: 'rgba(17, 24, 39, 0.15)',
    shadowCard: 'rgba(17, 24, 39, 0.12)',
    shadowPinned: 'rgba(17, 24, 39, 0.35)',
  },
  /** The proof document (its preview's own page in a frame, and the PDF): paper on a grey desk. */
  document: {
    desk: '#e5e7eb',
    page: '#fff',
    text: '#111827',
    /** A detail's label. */
    label: '#374151',
    rule: '#e5e7eb',
    /** Text on the brand colour's header and footer bands. */
    onBrand: '#ffffff',
  },
  /** The dashboard's series colours (summary cards, bars and pie slices). */
  chart: {
    blue: '#1d4ed8',
    violet: '#7c3aed',
    red: '#b91c1c',
    teal: '#0f766e',
    orange: '#c2410c',
    sky: '#0369a1',
    green: '#15803d',
    emerald: '#047857',
    amber: '#d97706',
    slate: '#64748b',
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
