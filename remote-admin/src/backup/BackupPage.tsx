import type { FormEvent } from 'react';
import styled from 'styled-components';
import { BACKUP_COLLECTIONS, mayBackUp } from '@console/contract/backupRequest';
import { SECTIONS } from '@console/contract/permissions';
import { useAuth } from '@console/platform';
import { Banner, Button, Card, CheckboxField, FormField, Input, PageHeader } from 'shared-kit/ui';
import { StaffOnly } from '../staff/StaffOnly';
import { BackupLog } from './BackupLog';
import { useSendBackup } from './backupQueries';
import { useBackup } from './backupStore';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  legend {
    font-weight: 700;
  }
`;

function DataBackup() {
  const viewer = useAuth((s) => s.user);
  const { selected, email, notice, toggle, setEmail, clearNotice } = useBackup();
  const { send, sending } = useSendBackup();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <section>
      <PageHeader title="Data Backup" />
      <Banner notice={notice} onClear={clearNotice} />
      <Card>
        <form onSubmit={submit} noValidate>
          <Groups>
            {SECTIONS.map((section) => (
              <Group key={section}>
                <legend>{section}</legend>
                {BACKUP_COLLECTIONS.filter((c) => c.section === section).map((collection) => (
                  <CheckboxField
                    key={collection.name}
                    label={collection.name}
                    checked={selected.includes(collection.name)}
                    // A subadmin backs up its own sections only, and never the admin's 4xChart ledger.
                    disabled={!mayBackUp(viewer, collection)}
                    onChange={(event) => toggle(collection.name, event.target.checked)}
                  />
                ))}
              </Group>
            ))}
          </Groups>
          <FormField label="Email">
            {(control) => (
              <Input
                {...control}
                type="email"
                value={email}
                placeholder="Where to send the backup"
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" busy={sending} disabled={selected.length === 0 || !email.trim()}>
            {sending ? 'Sending...' : 'Backup'}
          </Button>
        </form>
      </Card>
      {viewer?.role === 'admin' && <BackupLog />}
    </section>
  );
}

/** /backup: admins and subadmins (others see Access denied...). */
export default function BackupPage() {
  return (
    <StaffOnly title="Data Backup">
      <DataBackup />
    </StaffOnly>
  );
}
