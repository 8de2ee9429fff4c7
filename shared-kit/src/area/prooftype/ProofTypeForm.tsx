import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Modal, TextAreaField, TextField } from 'shared-kit/ui';
import type { ProofTypeResource } from '../../areas/types';
import type { ProofType, ProofTypeInput } from './proofTypeTypes';

export interface ProofTypeFormProps {
  resource: ProofTypeResource;
  proofType: ProofType | null;
  saving: boolean;
  onSave: (input: ProofTypeInput) => Promise<boolean>;
  onClose: () => void;
}

const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Template = styled.div`
  textarea {
    min-height: 14rem;
    font-family: ui-monospace, monospace;
  }
`;

/** Add/edit modal: the type and its HTML content, both required ('Type and content are required'). */
export function ProofTypeForm({ resource, proofType, saving, onSave, onClose }: ProofTypeFormProps) {
  const [input, setInput] = useState<ProofTypeInput>({ type: proofType?.type ?? '', content: proofType?.content ?? '' });
  const [error, setError] = useState<string | null>(null);
  const formId = `${resource.apiBase.slice(1)}-form`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!input.type.trim() || !input.content.trim()) {
      setError('Type and content are required');
      return;
    }
    setError(null);
    if (await onSave(input)) onClose();
  };

  return (
    <Modal
      title={proofType ? resource.editLabel : resource.addLabel}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {proofType ? 'Update' : 'Submit'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {error && <FormError role="alert">{error}</FormError>}
        <TextField label={resource.typeColumn} name="type" required value={input.type} onChange={(e) => setInput({ ...input, type: e.target.value })} />
        <Template>
          <TextAreaField
            label={resource.contentColumn}
            name="content"
            required
            hint="HTML; it is sanitised when shown."
            value={input.content}
            onChange={(e) => setInput({ ...input, content: e.target.value })}
          />
        </Template>
      </form>
    </Modal>
  );
}
