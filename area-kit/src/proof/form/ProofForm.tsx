import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { alphabetical } from '@console/contract/paging';
import { todayInKolkata } from '@console/contract/time';
import { useAuth } from '@console/platform';
import {
  Button,
  Card,
  FormError,
  FormField,
  Input,
  PageHeader,
  SelectField,
  Spinner,
  TextField,
  useShownProblems,
} from 'shared-kit/ui';
import type { Area } from '../../descriptor';
import { useProofLookups, useProofWrites } from '../proofQueries';
import { proofView } from '../proofView';
import { IMAGE_GROUPS, type Proof, type ProofDraft } from '../proofTypes';
import { ConflictChoices, useVersionConflict, type ChangedBy } from 'shared-kit/conflict';
import { lastChangeOf } from 'shared-kit/audit';
import { ImageGroupField } from './ImageGroupField';
import { proofConflictFields } from './proofConflict';
import { checkDraft, draftOf, findWhitelabel, stepAmount } from './proofFormRules';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  align-items: start;
  column-gap: ${({ theme }) => theme.space.md};
`;

const Found = styled.small<{ $found: boolean }>`
  font-weight: 600;
  color: ${({ theme, $found }) => ($found ? theme.colors.success : theme.colors.danger)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ProofFormProps {
  area: Area;
  /** The proof being edited, or null to create one. */
  proof: Proof | null;
}

/**
 * The proof form (create and edit, spec §2, §5): the whitelabel user typed with User found / User not
 * found, the proof's fields, the two image groups; submitting checks the spec's rules, saves, and moves
 * to the preview. The form's state is its own: leaving the form drops it.
 */
export function ProofForm({ area, proof }: ProofFormProps) {
  const resource = area.proof;
  const { messages } = resource;
  const { lookups, lookupsStatus } = useProofLookups(area);
  const { saving, save } = useProofWrites(area);
  const { notice, show, setNotice } = proofView(area)();
  const username = useAuth((state) => state.user?.username ?? '');
  const [opened] = useState<ProofDraft>(() => draftOf(proof, username, todayInKolkata()));
  const [draft, setDraft] = useState<ProofDraft>(opened);
  const versions = useVersionConflict(opened, proof?.version, proofConflictFields(lookups));
  const [changedBy, setChangedBy] = useState<ChangedBy | null>(null);
  const change = (changes: Partial<ProofDraft>) => setDraft((current) => ({ ...current, ...changes }));

  // New images show from object URLs; they go when the form does.
  const revokeNewImages = useEffectEvent(() => {
    for (const group of IMAGE_GROUPS)
      for (const image of draft[group]) if (image.kind === 'new') URL.revokeObjectURL(image.url);
  });
  useEffect(() => () => revokeNewImages(), []);

  const whitelabel = findWhitelabel(lookups.whitelabels, draft.whitelabelUser);
  const typeWhitelabel = (whitelabelUser: string) => {
    const found = findWhitelabel(lookups.whitelabels, whitelabelUser);
    change({ whitelabelUser, whatsappGroup: found?.whatsappGroup ?? '' });
  };

  const checked = checkDraft(draft, lookups, messages);
  const check = useShownProblems('error' in checked ? checked.error : null, null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!check.submit() || 'error' in checked) return;
    const result = await save(checked.input, proof?._id, versions.version);
    if (typeof result !== 'object' || !proof) return;
    // Saved meanwhile by someone else: the form stays, with the person's values and the other's change.
    const now = result.current;
    setDraft(versions.refused(draft, draftOf(now, username, todayInKolkata()), now.version));
    setChangedBy(null);
    setChangedBy(await lastChangeOf('proof', proof._id, now));
  };

  if (lookupsStatus !== 'succeeded' && lookupsStatus !== 'failed') return <Spinner />;
  const text = (key: keyof ProofDraft, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={draft[key] as string}
      onChange={(event) => change({ [key]: event.target.value })}
    />
  );
  const problem = check.shown ?? (notice?.kind === 'error' ? notice.text : null);

  return (
    <section>
      <PageHeader title={proof ? resource.editTitle : resource.createTitle} />
      <Card>
        <form onSubmit={submit} noValidate aria-label={proof ? resource.editTitle : resource.createTitle}>
          {versions.conflict && (
            <ConflictChoices
              fields={versions.conflict.fields}
              changedBy={changedBy}
              onChoose={(key, choice) => setDraft(versions.choose(key, choice, draft))}
            />
          )}
          <Grid>
            <FormField
              label="Whitelabel User"
              required
              hint={
                draft.whitelabelUser.trim() ? (
                  <Found $found={Boolean(whitelabel)} aria-live="polite">
                    {whitelabel ? messages.userFound : messages.userNotFound}
                  </Found>
                ) : undefined
              }
            >
              {(control) => (
                <>
                  <Input
                    {...control}
                    list="proof-whitelabels"
                    autoComplete="off"
                    value={draft.whitelabelUser}
                    onChange={(event) => typeWhitelabel(event.target.value)}
                  />
                  <datalist id="proof-whitelabels">
                    {alphabetical(lookups.whitelabels, (w) => w.user).map((w) => (
                      <option key={w._id} value={w.user} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
            <TextField label="WhatsApp Group" value={draft.whatsappGroup} readOnly hint="From the whitelabel" />
            {text('agentName', 'Agent Name')}
            {text('user', 'User', true)}
            <FormField label="Amount">
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={draft.amount}
                  onChange={(event) => change({ amount: event.target.value })}
                  onKeyDown={(event) => {
                    const stepped = stepAmount(draft.amount, event.key);
                    if (stepped === undefined) return;
                    event.preventDefault();
                    change({ amount: stepped });
                  }}
                />
              )}
            </FormField>
            <SelectField
              label="Sport"
              required
              placeholder="Select a sport"
              options={alphabetical(lookups.sports, (sport) => sport.name).map((sport) => ({
                value: sport._id,
                label: sport.name,
              }))}
              value={draft.sportId}
              onChange={(event) => change({ sportId: event.target.value })}
            />
            {text('eventName', 'Event Name', true)}
            {text('marketName', 'Market Name', true)}
            <SelectField
              label="Proof Type"
              required
              placeholder="Select a proof type"
              options={alphabetical(lookups.proofTypes, (type) => type.type).map((type) => ({
                value: type._id,
                label: type.type,
              }))}
              value={draft.proofTypeId}
              onChange={(event) => change({ proofTypeId: event.target.value })}
            />
            {text('navigation', 'Navigation', true)}
            {text('navigation2', 'Navigation 2')}
            <TextField
              label="Profit and Loss"
              type="number"
              step={1}
              value={draft.profitAndLoss}
              onChange={(event) => change({ profitAndLoss: event.target.value })}
            />
            <TextField
              label="Date"
              type="date"
              value={draft.date}
              onChange={(event) => change({ date: event.target.value })}
            />
            {text('proofMaker', 'Proof Maker')}
          </Grid>
          <ImageGroupField
            label="Images"
            images={draft.images}
            onChange={(images) => change({ images })}
            tooMany={messages.tooManyImages}
          />
          <ImageGroupField
            label="Navigation 2 Images"
            images={draft.navigation2Images}
            onChange={(navigation2Images) => change({ navigation2Images })}
            tooMany={messages.tooManyNavigation2Images}
          />
          {problem && (
            <FormError>
              <p>{problem}</p>
            </FormError>
          )}
          <Actions>
            <Button variant="secondary" onClick={() => show({ mode: 'list' })}>
              Cancel
            </Button>
            <Button type="submit" busy={saving}>
              {proof ? 'Update' : 'Submit'}
            </Button>
          </Actions>
        </form>
      </Card>
    </section>
  );
}
