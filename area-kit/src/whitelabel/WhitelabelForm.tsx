import styled from 'styled-components';
import { FormField, Input, TextField, useShownProblems } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { FormModal, formLabels } from '../catalogue/FormModal';
import type { CatalogueFormProps } from '../catalogue/formProps';
import { useCatalogueForm } from '../catalogue/useCatalogueForm';
import { LOGO_ACCEPT, withHash } from './logo';
import { WhitelabelLogo } from './WhitelabelLogo';
import { validateWhitelabel, type WhitelabelErrors } from './whitelabelForm';
import type { Whitelabel, WhitelabelInput } from './whitelabelTypes';

const ColourRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  input[type='color'] {
    width: 3rem;
    height: auto;
    padding: 2px;
  }
`;

const CurrentLogo = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const NO_ERRORS: WhitelabelErrors = {};

const isPickerColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** Add/edit modal: username, WhatsApp group, hexacode, URL and logo (required on create only). */
export function WhitelabelForm(props: CatalogueFormProps<Whitelabel, WhitelabelInput, Area['whitelabel']>) {
  const { resource, item: whitelabel, saving, problem, onClose } = props;
  const editing = whitelabel !== null;
  const form = useCatalogueForm(props);
  const { input, setInput } = form;
  const check = useShownProblems<WhitelabelErrors>(validateWhitelabel(input, editing), NO_ERRORS);
  const errors = check.shown;
  const change = (field: keyof WhitelabelInput, value: string | File | null) =>
    setInput((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    if (check.submit()) await form.save();
  };

  return (
    <FormModal
      {...formLabels(resource, editing)}
      saving={saving}
      problem={problem}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {form.conflictView}
      <TextField
        label="Username"
        name="username"
        required
        value={input.user}
        error={errors.user}
        onChange={(e) => change('user', e.target.value)}
      />
      <TextField
        label="WhatsApp Group"
        name="whatsapp_group"
        required
        value={input.whatsappGroup}
        error={errors.whatsappGroup}
        onChange={(e) => change('whatsappGroup', e.target.value)}
      />
      <FormField label="Hexacode" required error={errors.hexacode}>
        {(control) => (
          <ColourRow>
            <Input
              {...control}
              name="hexacode"
              placeholder="#00008B"
              value={input.hexacode}
              onChange={(e) => change('hexacode', e.target.value)}
            />
            <Input
              type="color"
              aria-label="Pick the colour"
              value={isPickerColour(withHash(input.hexacode)) ? withHash(input.hexacode) : '#00008b'}
              onChange={(e) => change('hexacode', e.target.value)}
            />
          </ColourRow>
        )}
      </FormField>
      <TextField
        label="URL"
        name={resource.urlFormField}
        type="url"
        required
        value={input.url}
        error={errors.url}
        onChange={(e) => change('url', e.target.value)}
      />
      <FormField
        label="Logo"
        required={!editing}
        error={errors.logo}
        hint={
          <>
            {editing && <span style={{ display: 'block' }}>Leave empty to keep the current logo</span>}
            <span>Size: 180*50 FileType: .png</span>
          </>
        }
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            name="logo"
            accept={LOGO_ACCEPT}
            onChange={(e) => change('logo', e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      {whitelabel && (
        <CurrentLogo>
          <span>Current logo:</span>
          <WhitelabelLogo logo={whitelabel.logo} user={whitelabel.user} height={30} />
        </CurrentLogo>
      )}
    </FormModal>
  );
}
