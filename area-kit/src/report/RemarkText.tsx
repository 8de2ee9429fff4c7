import { splitLinks, type TextPart } from 'shared-kit/ui';
import { REMARK_CUT } from './format';

/** An address as a person reads it: without the scheme ('https://proofs.example/a' -> 'proofs.example/a'). */
const readable = (address: string) => address.replace(/^https?:\/\//i, '');

/**
 * The first `max` characters a person sees of a text (the spec's cut: never more, links included). A
 * link that reaches past the cut is kept whole as a target (it opens its full address); only its
 * visible text is cut, and shown without its scheme so the little room left shows the address
 * ('proofs.ex', not 'https://p').
 */
export function cutParts(text: string, max: number): { parts: TextPart[]; cut: boolean } {
  const parts: TextPart[] = [];
  let room = max;
  for (const part of splitLinks(text)) {
    if (room <= 0) return { parts, cut: true };
    if (part.text.length <= room) {
      parts.push(part);
      room -= part.text.length;
    } else if (part.kind === 'link') {
      const shown = readable(part.text);
      parts.push({ ...part, text: shown.slice(0, room) });
      if (shown.length > room) return { parts, cut: true };
      room -= shown.length;
    } else {
      parts.push({ ...part, text: part.text.slice(0, room) });
      return { parts, cut: true };
    }
  }
  return { parts, cut: false };
}

/** A remark in the table: cut at 25 characters with '...', addresses as links opening in a new tab. */
export function RemarkText({ remark }: { remark: string }) {
  const { parts, cut } = cutParts(remark, REMARK_CUT);
  return (
    <span title={cut ? remark : undefined}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} title={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
      {cut && '...'}
    </span>
  );
}
