import { useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useStayingModal } from '../plain/useStayingModal';

/** Marks the warning, so the activity listener can tell the focus the browser moves into it from the person's. */
export const SESSION_WARNING_ATTRIBUTE = 'data-session-warning';

const Dialog = styled.dialog`
  width: calc(100% - 2 * ${({ theme }) => theme.space.md});
  max-width: 28rem;
  margin: auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  border-top: 6px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  box-shadow: 0 20px 45px ${({ theme }) => theme.colors.shadowDialog};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  &:focus {
    outline: none;
  }

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
 * The full-screen Login Timeout Warning, a native modal <dialog> in the top layer: above any dialog the
 * person has open (which stays as it was, inert behind it), and announced as a dialog. It has no button
 * on purpose: any activity (a mouse move, a click, a key) extends the session, and the later expiry
 * hides it; Esc is such a key, so it does not close it on its own.
 */
export function SessionWarningModal({ secondsLeft }: { secondsLeft: number }) {
  const ref = useRef<HTMLDialogElement>(null);
  useStayingModal(ref);

  return createPortal(
    <Dialog
      ref={ref}
      {...{ [SESSION_WARNING_ATTRIBUTE]: '' }}
      aria-modal="true"
      aria-labelledby="login-timeout-title"
      aria-describedby="login-timeout-text"
      tabIndex={-1}
    >
      <h2 id="login-timeout-title">Login Timeout Warning</h2>
      <p id="login-timeout-text">Your session is about to expire.</p>
      <Seconds role="timer" aria-label="Seconds left">
        {secondsLeft}
      </Seconds>
      <p>{secondsLeft === 1 ? 'second left' : 'seconds left'}</p>
      <p>Move the mouse, click or press a key to stay logged in.</p>
    </Dialog>,
    document.body,
  );
}
