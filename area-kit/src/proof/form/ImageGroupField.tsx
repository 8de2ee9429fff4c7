import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { CloseIcon, IconButton, Modal, PreviewIcon, VisuallyHidden } from 'shared-kit/ui';
import { apiUrl } from '@console/platform';
import type { DraftImage } from '../proofTypes';
import { ErrorText, Field, Large, Picker, Position, Thumb, Thumbs, Tools, Zone } from './ImageGroupField.styles';
import { addFiles, IMAGE_ACCEPT, MAX_IMAGES, moveImage } from './proofFormRules';

export interface ImageGroupFieldProps {
  /** 'Images' or 'Navigation 2 Images'. */
  label: string;
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
  /** The spec's message for a 7th image of this group. */
  tooMany: string;
}

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
