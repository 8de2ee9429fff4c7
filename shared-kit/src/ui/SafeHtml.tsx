import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

const Content = styled.div`
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
  }
`;

/** HTML from the server (proof-type templates), sanitised with DOMPurify before it reaches the page. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
