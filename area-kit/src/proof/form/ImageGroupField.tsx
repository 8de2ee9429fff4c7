import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CloseIcon, IconButton, Modal, PreviewIcon, VisuallyHidden, focusRing } from 'shared-kit/ui';
import { apiUrl } from '@console/platform';
import type { DraftImage } from '../proofTypes';
import { addFiles, IMAGE_ACCEPT, MAX_IMAGES, moveImage } from './proofFormRules';

export interface ImageGroupFieldProps {
  /** 'Images' or 'Navigation 2 Images'. */
  label: string;
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
  /** The spec's message for a 7th image of this group. */
  tooMany: string;
}

const Field = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Zone = styled.div<{ $over: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.rowHover : theme.colors.background)};
`;

const Picker = styled.div`
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

const Thumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li<{ $dragging: boolean }>`
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

const Position = styled.span`
  position: absolute;
  top: 6px;
  left: 6px;
  padding: 0 6px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.imageMark};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.75rem;
`;

const Tools = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Large = styled.img`
  display: block;
  max-width: 100%;
  margin: 0 auto;
`;

/** Where a thumbnail shows from: the chosen file at once, a stored image from /api. */
export const imageSrc = (image: DraftImage) => (image.kind === 'new' ? image.url : apiUrl(image.path));
const nameOf = (image: DraftImage) => (image.kind === 'new' ? image.file.name : image.filename);

const DRAG_TYPE = 'application/x-proof-image';

/**
 * One image group of the proof form: add by the file picker or by dropping files (at most 6, with the
 * spec's message), thumbnails at once, reorder by dragging a thumbnail or with the arrow keys on a
 * focused one (Home and End too), remove, and the Image Preview modal.
 */
export function ImageGroupField({ label, images, onChange, tooMany }: ImageGroupFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [previewing, setPreviewing] = useState<DraftImage | null>(null);
  const [over, setOver] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const thumbs = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    if (focusIndex !== null) thumbs.current[focusIndex]?.focus();
  }, [focusIndex, images]);

  const add = (files: File[]) => {
    const result = addFiles(images, files, tooMany);
    setError(result.error);
    if (result.images.length !== images.length) onChange(result.images);
  };

  const move = (from: number, to: number) => {
    const next = moveImage(images, from, to);
    const at = next.indexOf(images[from]);
    if (at === from) return;
    onChange(next);
    setFocusIndex(at);
    setAnnouncement(`${nameOf(images[from])} moved to position ${at + 1} of ${next.length}`);
  };

  const remove = (index: number) => {
    const [gone] = images.slice(index, index + 1);
    if (gone.kind === 'new') URL.revokeObjectURL(gone.url);
    onChange(images.filter((_, at) => at !== index));
    setError(null);
    setAnnouncement(`${nameOf(gone)} removed`);
  };

  const onThumbKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: images.length - 1,
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    move(index, targets[event.key]);
  };

  const isFileDrag = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

  const zoneEvents = {
    onDragOver: (event: DragEvent) => {
      if (!isFileDrag(event)) return;
      event.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      setOver(false);
      if (!isFileDrag(event)) return;
      event.preventDefault();
      add(Array.from(event.dataTransfer.files));
    },
  };

  const thumbEvents = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      setDragging(index);
      event.dataTransfer?.setData(DRAG_TYPE, String(index));
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      event.stopPropagation();
    },
    onDrop: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      event.stopPropagation();
      move(dragging, index);
      setDragging(null);
    },
    onDragEnd: () => setDragging(null),
  });

  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field role="group" aria-labelledby={`${id}-label`}>
      <Zone $over={over} {...zoneEvents}>
        <Picker>
          <label id={`${id}-label`} htmlFor={inputId}>
            {label}
          </label>
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <span id={hintId}>
            {images.length} of {MAX_IMAGES}. Drop images here; drag a thumbnail, or use the arrow keys on it, to change
            the order.
          </span>
        </Picker>
        {images.length > 0 && (
          <Thumbs aria-label={`${label} in order`}>
            {images.map((image, index) => (
              <Thumb
                key={image.key}
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                tabIndex={0}
                aria-label={`${label} ${index + 1} of ${images.length}: ${nameOf(image)}`}
                $dragging={dragging === index}
                onKeyDown={(event) => onThumbKey(event, index)}
                onFocus={() => setFocusIndex(null)}
                {...thumbEvents(index)}
              >
                <Position aria-hidden="true">{index + 1}</Position>
                <img src={imageSrc(image)} alt="" draggable={false} />
                <small title={nameOf(image)}>{nameOf(image)}</small>
                <Tools>
                  <IconButton
                    label={`Preview ${nameOf(image)}`}
                    icon={<PreviewIcon />}
                    onClick={() => setPreviewing(image)}
                  />
                  <IconButton
                    label={`Remove ${nameOf(image)}`}
                    icon={<CloseIcon />}
                    tone="danger"
                    onClick={() => remove(index)}
                  />
                </Tools>
              </Thumb>
            ))}
          </Thumbs>
        )}
      </Zone>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {previewing && (
        <Modal title="Image Preview" size="lg" onClose={() => setPreviewing(null)}>
          <Large src={imageSrc(previewing)} alt={nameOf(previewing)} />
        </Modal>
      )}
    </Field>
  );
}
