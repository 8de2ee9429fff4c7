import { useMemo } from 'react';
import styled from 'styled-components';
import { ScrollArea } from 'shared-kit/ui';
import { PAGE_WIDTH_PX, type ProofDocument } from '../proofLayout';
import { documentHtml, frameHeight } from './documentHtml';

const Scroll = styled(ScrollArea)`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.document.desk};
`;

const Frame = styled.iframe`
  display: block;
  margin: 0 auto;
  border: 0;
  background: ${({ theme }) => theme.document.desk};
`;

/**
 * The proof as an A4 document 800 px wide, in a frame (spec §2): its own page, so the template's
 * styles cannot touch the console, and sandboxed, so nothing in it runs.
 */
export function DocumentFrame({ document, title }: { document: ProofDocument; title: string }) {
  const html = useMemo(() => documentHtml(document), [document]);
  return (
    <Scroll label={title}>
      <Frame title={title} srcDoc={html} sandbox="" width={PAGE_WIDTH_PX} height={frameHeight(document.pages.length)} />
    </Scroll>
  );
}
