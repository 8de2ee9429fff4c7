import { useState } from 'react';
import styled from 'styled-components';
import { logoSrc } from './logo';

const Image = styled.img<{ $height: number }>`
  display: block;
  max-width: ${({ $height }) => $height * 3.6}px;
  height: ${({ $height }) => $height}px;
  object-fit: contain;
`;

const Placeholder = styled.span<{ $height: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $height }) => $height * 3.6}px;
  height: ${({ $height }) => $height}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.7rem;
  font-weight: 700;
  letter-spacing: 0.05em;
`;

/**
 * A whitelabel's logo (180*50 by the spec's hint, so 3.6 times as wide as high), or a placeholder
 * when there is none or it fails to load: a broken logo must not break the row.
 */
export function WhitelabelLogo({ logo, user, height = 40 }: { logo: string; user: string; height?: number }) {
  const src = logoSrc(logo);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Placeholder role="img" aria-label={`${user} logo (none)`} $height={height}>
        LOGO
      </Placeholder>
    );
  }
  return <Image src={src} alt={`${user} logo`} $height={height} onError={() => setFailedSrc(src)} />;
}
