import styled from 'styled-components';
import { TextAreaField, TextField, useShownProblems } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { FormModal, formLabels } from '../catalogue/FormModal';
import type { CatalogueFormProps } from '../catalogue/formProps';
import { useCatalogueForm } from '../catalogue/useCatalogueForm';
import type { ProofType, ProofTypeInput } from './proofTypeTypes';

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
export function ProofTypeForm(props: CatalogueFormProps<ProofType, ProofTypeInput, Area['prooftype']>) {
  const { resource, item, saving, problem, onClose } = props;
  const form = useCatalogueForm(props);
  const { input, setInput } = form;
  const check = useShownProblems(
    input.type.trim() && input.content.trim() ? null : 'Type and content are required',
    null,
  );
  const error = check.shown;

  const submit = async () => {
    if (check.submit()) await form.save();
  };

  return (
    <FormModal
      {...formLabels(resource, Boolean(item))}
      size="lg"
      saving={saving}
      problem={problem}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {form.conflictView}
      {error && <FormError role="alert">{error}</FormError>}
      <TextField
        label={resource.typeColumn}
        name="type"
        required
        value={input.type}
        onChange={(e) => setInput({ ...input, type: e.target.value })}
      />
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
    </FormModal>
  );
}
