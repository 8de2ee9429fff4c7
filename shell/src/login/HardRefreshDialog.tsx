import { useRef, useState, type CSSProperties } from 'react';
import { theme } from 'shared-kit/theme';
import { plain } from '../plain/plainStyles';
import { useStayingModal } from '../plain/useStayingModal';
import { acknowledgeHardRefresh, isHardRefreshAcknowledged } from './hardRefreshFlag';

const box: CSSProperties = {
  ...plain.card,
  maxWidth: '28rem',
  border: 0,
  color: theme.colors.text,
  textAlign: 'center',
};

// The login page loads no styled-components; ::backdrop has no inline style, so it gets this one rule.
const BACKDROP = `#hard-refresh::backdrop { background: ${theme.colors.overlay}; }`;

function reloadPage() {
  window.location.reload();
}

/**
 * Shown once per browser before login, so a returning browser drops code cached from an older release.
 * A native modal dialog (top layer, the login form behind it inert); it waits for its button, Esc does
 * not dismiss it.
 */
export function HardRefreshDialog({ reload = reloadPage }: { reload?: () => void }) {
  const [open, setOpen] = useState(() => !isHardRefreshAcknowledged());
  const ref = useRef<HTMLDialogElement>(null);

  useStayingModal(ref, open);

  if (!open) return null;

  const hardRefresh = () => {
    acknowledgeHardRefresh();
    setOpen(false);
    reload();
  };

  return (
    <dialog
      ref={ref}
      id="hard-refresh"
      aria-modal="true"
      aria-labelledby="hard-refresh-title"
      aria-describedby="hard-refresh-text"
      style={box}
    >
      <style>{BACKDROP}</style>
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
    </dialog>
  );
}
