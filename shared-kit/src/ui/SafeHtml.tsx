import { useMemo } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '../html/sanitizeHtml';

const Content = styled.div`
  overflow-wrap: anywhere;
  img {
    max-width: 100%;
  }
`;

/** HTML from the server (proof-type templates), through the console's allow-list (DOMPurify) before it reaches the page. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <Content className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
