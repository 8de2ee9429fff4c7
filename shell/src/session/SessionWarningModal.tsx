import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 28rem;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.md};
  border-top: 6px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  box-shadow: 0 20px 45px rgba(0, 0, 0, 0.25);

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  p {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

const Seconds = styled.strong`
  display: block;
  margin: ${({ theme }) => theme.space.md} 0;
  font-size: 3rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The full-screen Login Timeout Warning. It has no button on purpose: any activity (a mouse move, a
 * click, a key) extends the session, and the later expiry hides it. For the same reason it does not
 * take the focus: moving focus is itself activity.
 */
export function SessionWarningModal({ secondsLeft }: { secondsLeft: number }) {
  return createPortal(
    <Overlay>
      <Dialog
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-timeout-title"
        aria-describedby="login-timeout-text"
      >
        <h2 id="login-timeout-title">Login Timeout Warning</h2>
        <p id="login-timeout-text">Your session is about to expire.</p>
        <Seconds role="timer" aria-label="Seconds left">
          {secondsLeft}
        </Seconds>
        <p>seconds left</p>
        <p>Move the mouse, click or press a key to stay logged in.</p>
      </Dialog>
    </Overlay>,
    document.body,
  );
}
