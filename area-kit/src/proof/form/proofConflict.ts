import type { FieldSpec } from 'shared-kit/conflict';
import type { DraftImage, ProofDraft, ProofLookups } from '../proofTypes';

const imageNames = (images: DraftImage[]) =>
  images.map((image) => (image.kind === 'stored' ? image.filename : image.file.name)).join(', ') || '—';

/** The proof form's fields as the conflict view names them (the form's labels; sport and proof type by name). */
export function proofConflictFields(lookups: ProofLookups): FieldSpec<ProofDraft>[] {
  const sport = (id: string) => lookups.sports.find((item) => item._id === id)?.name ?? id;
  const proofType = (id: string) => lookups.proofTypes.find((item) => item._id === id)?.type ?? id;
  return [
    { key: 'whitelabelUser', label: 'Whitelabel User' },
    { key: 'agentName', label: 'Agent Name' },
    { key: 'user', label: 'User' },
    { key: 'amount', label: 'Amount' },
    { key: 'sportId', label: 'Sport', show: (id) => sport(id as string) },
    { key: 'eventName', label: 'Event Name' },
    { key: 'marketName', label: 'Market Name' },
    { key: 'proofTypeId', label: 'Proof Type', show: (id) => proofType(id as string) },
    { key: 'navigation', label: 'Navigation' },
    { key: 'navigation2', label: 'Navigation 2' },
    { key: 'profitAndLoss', label: 'Profit and Loss' },
    { key: 'date', label: 'Date' },
    { key: 'proofMaker', label: 'Proof Maker' },
    { key: 'images', label: 'Images', show: (images) => imageNames(images as DraftImage[]) },
    { key: 'navigation2Images', label: 'Navigation 2 Images', show: (images) => imageNames(images as DraftImage[]) },
  ];
}
