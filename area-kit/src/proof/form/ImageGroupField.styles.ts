import styled from 'styled-components';
import { focusRing } from 'shared-kit/ui';

export const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Zone = styled.div<{ $over: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.rowHover : theme.colors.background)};
`;

export const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Thumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.li<{ $dragging: boolean }>`
  position: relative;
  width: 112px;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: grab;
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  ${focusRing}
  img {
    display: block;
    width: 100%;
    height: 80px;
    object-fit: cover;
  }
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Position = styled.span`
  position: absolute;
  top: 6px;
  left: 6px;
  padding: 0 6px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.imageMark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.75rem;
`;

export const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const Large = styled.img`
  display: block;
  max-width: 100%;
  margin: 0 auto;
`;
