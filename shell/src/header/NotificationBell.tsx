import styled from 'styled-components';
import { BellIcon } from 'shared-kit/ui';

const Bell = styled.span`
  position: relative;
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
`;

const Badge = styled.span`
  position: absolute;
  top: -2px;
  right: -4px;
  min-width: 1.1rem;
  padding: 0 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.7rem;
  line-height: 1.1rem;
  text-align: center;
`;

/** The notification bell; the product has no notification feed, so it always shows 0. */
export function NotificationBell() {
  return (
    <Bell role="img" aria-label="Notifications: 0" title="Notifications">
      <BellIcon size={22} />
      <Badge aria-hidden="true">0</Badge>
    </Bell>
  );
}
