import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';

/** How long a success or error banner stays (spec: 3000 ms). */
export const BANNER_MS = 3000;

export type NoticeKind = 'success' | 'error';

export interface Notice {
  kind: NoticeKind;
  text: string;
}

const Box = styled.div<{ $kind: NoticeKind }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.successBackground : theme.colors.dangerBackground)};
  color: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.success : theme.colors.danger)};
  font-weight: 600;
`;

/** Where a notice showed and has cleared: its box, empty and unseen, keeping its height. */
const Kept = styled(Box)`
  visibility: hidden;
`;

/**
 * A success (green) or error (red) message that clears itself after 3 seconds. Each new notice
 * object restarts the clock, so the same text shown twice in a row stays its full time.
 *
 * After the first notice, the space of one stays (empty) while the page is shown, so nothing below
 * moves when a notice clears.
 *
 * Screen readers announce a polite live region reliably only when it is already on the page before its
 * text changes, so the status region stays mounted (empty) between messages; an error is an alert,
 * which is announced when it appears.
 */
export function Banner({ notice, onClear }: { notice: Notice | null; onClear: () => void }) {
  // The latest onClear, without restarting the clock when it changes.
  const clear = useEffectEvent(onClear);
  // Once a notice has shown, its place stays when it clears: the page below would otherwise move up
  // 3 s after a save, under a pointer already aimed at a row (a press on one row, a release on another).
  const [shown, setShown] = useState(notice !== null);
  if (notice && !shown) setShown(true);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => clear(), BANNER_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <>
      <div role="status">{notice?.kind === 'success' && <Box $kind="success">{notice.text}</Box>}</div>
      {notice?.kind === 'error' && (
        <Box $kind="error" role="alert">
          {notice.text}
        </Box>
      )}
      {!notice && shown && (
        <Kept $kind="success" aria-hidden="true" data-testid="banner-kept">
          {'\u00a0'}
        </Kept>
      )}
    </>
  );
}
