import { useState, type FormEvent } from 'react';
import { Button, Modal, TextField } from 'shared-kit/ui';
import type { SportResource } from '../../areas/types';
import type { Sport, SportInput } from './sportTypes';

export interface SportFormProps {
  resource: SportResource;
  sport: Sport | null;
  saving: boolean;
  onSave: (input: SportInput) => Promise<boolean>;
  onClose: () => void;
}

/** Add/edit modal with the sport's name ('Sports name is required' / 'Forex sport name is required'). */
export function SportForm({ resource, sport, saving, onSave, onClose }: SportFormProps) {
  const [name, setName] = useState(sport?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const formId = `${resource.apiBase.slice(1)}-form`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(resource.nameRequired);
      return;
    }
    setError(null);
    if (await onSave({ name })) onClose();
  };

  return (
    <Modal
      title={sport ? resource.editLabel : resource.addLabel}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {sport ? 'Update' : 'Submit'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField label={resource.nameColumn} name={resource.nameField} required value={name} error={error} onChange={(e) => setName(e.target.value)} />
      </form>
    </Modal>
  );
}
