import styled from 'styled-components';
import { splitLinks } from './text';

const Text = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Free text whose http(s):// and www. addresses are links opening in a new tab. */
export function LinkifiedText({ text }: { text: string | null | undefined }) {
  return (
    <Text>
      {splitLinks(text ?? '').map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
