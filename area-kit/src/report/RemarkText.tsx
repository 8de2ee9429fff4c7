import { splitLinks, type TextPart } from 'shared-kit/ui';
import { REMARK_CUT } from './format';

/** A link at the cut still shows this much of its address, so it reads as one (never 'htt'). */
const LINK_TEXT_MIN = 16;

/** An address as a person reads it: without the scheme ('https://proofs.example/a' -> 'proofs.example/a'). */
const readable = (address: string) => address.replace(/^https?:\/\//i, '');

/**
 * The first `max` characters of a text. A link that starts before the cut is kept whole as a target
 * (it opens its full address); only its visible text is shortened, to at least LINK_TEXT_MIN characters
 * of the address without its scheme.
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
      parts.push({ ...part, text: readable(part.text).slice(0, Math.max(room, LINK_TEXT_MIN)) });
      return { parts, cut: true };
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
