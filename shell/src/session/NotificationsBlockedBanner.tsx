import styled from 'styled-components';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

/** Shown while the browser blocks notifications, so the person knows the timeout alert cannot reach them. */
export function NotificationsBlockedBanner() {
  return (
    <Banner role="status">
      Browser notifications are blocked. Please enable notifications for this site to receive login timeout alerts.
    </Banner>
  );
}
