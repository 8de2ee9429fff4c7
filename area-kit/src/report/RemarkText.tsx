import { splitLinks, type TextPart } from 'shared-kit/ui';
import { REMARK_CUT } from './format';

/**
 * The first `max` characters of a text, keeping its links whole as targets: a cut link still opens
 * the full address.
 */
export function cutParts(text: string, max: number): { parts: TextPart[]; cut: boolean } {
  const parts: TextPart[] = [];
  let room = max;
  for (const part of splitLinks(text)) {
    if (room <= 0) return { parts, cut: true };
    parts.push(part.text.length <= room ? part : { ...part, text: part.text.slice(0, room) });
    room -= part.text.length;
  }
  return { parts, cut: room < 0 };
}

/** A remark in the table: cut at 25 characters with '...', addresses as links opening in a new tab. */
export function RemarkText({ remark }: { remark: string }) {
  const { parts, cut } = cutParts(remark, REMARK_CUT);
  return (
    <span title={cut ? remark : undefined}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
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
