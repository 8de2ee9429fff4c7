import { useState, type CSSProperties } from 'react';
import { theme } from 'shared-kit/theme';
import { plain } from '../plain/plainStyles';
import { acknowledgeHardRefresh, isHardRefreshAcknowledged } from './hardRefreshFlag';

const backdrop: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space.md,
  background: theme.colors.overlay,
};

const box: CSSProperties = { ...plain.card, maxWidth: '28rem', textAlign: 'center' };

function reloadPage() {
  window.location.reload();
}

/** Shown once per browser before login, so a returning browser drops code cached from an older release. */
export function HardRefreshDialog({ reload = reloadPage }: { reload?: () => void }) {
  const [open, setOpen] = useState(() => !isHardRefreshAcknowledged());
  if (!open) return null;

  const hardRefresh = () => {
    acknowledgeHardRefresh();
    setOpen(false);
    reload();
  };

  return (
    <div style={backdrop}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="hard-refresh-title"
        aria-describedby="hard-refresh-text"
        style={box}
      >
        <h2 id="hard-refresh-title" style={{ marginTop: 0 }}>
          Hard Refresh Required
        </h2>
        <p id="hard-refresh-text">
          A new version of the console is available. Please do a hard refresh to load the latest version.
        </p>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves the focus into itself (WAI-ARIA dialog pattern) */}
        <button type="button" style={plain.button} onClick={hardRefresh} autoFocus>
          Hard Refresh
        </button>
      </div>
    </div>
  );
}
