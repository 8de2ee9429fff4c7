import { useEffect } from 'react';
import styled from 'styled-components';
import { REMOTE_SECTIONS } from '@console/contract/sections';
import { useAuth } from '@console/platform';
import { AccessDenied, Banner, Button, Card, ConfirmDialog, FormError, PageHeader, Spinner } from 'shared-kit/ui';
import { SectionCard } from './SectionCard';
import { SECTION_TITLES } from './sectionNames';
import { useSections } from './sectionsStore';

const Stack = styled.div`
  display: grid;
  /* minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

const Key = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.colors.background};
`;

/** Whatever is still wider than a phone scrolls inside the page, never widening the document. */
const Page = styled.section`
  min-width: 0;
  overflow-x: auto;
`;

const TITLE = 'Sections';

function Sections() {
  const state = useSections();
  const { load } = state;
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Page>
      <PageHeader title={TITLE} />
      <Banner notice={state.notice} onClear={state.clearNotice} />
      {state.newKey && (
        <Card>
          <h2>New {SECTION_TITLES[state.newKey.section]} deploy key</h2>
          <p>Copy it now: it is not shown again. A pipeline sends it as Authorization: Bearer.</p>
          <Key aria-label="New deploy key">{state.newKey.key}</Key>
          <Button variant="secondary" onClick={state.forgetNewKey}>
            Done
          </Button>
        </Card>
      )}
      {state.status === 'failed' && <FormError>{state.error}</FormError>}
      {state.status === 'idle' || state.status === 'loading' ? (
        <Spinner label="Loading sections" />
      ) : (
        <Stack>
          {REMOTE_SECTIONS.map((section) => {
            const answer = state.sections[section];
            return (
              answer && (
                <SectionCard
                  key={section}
                  section={section}
                  answer={answer}
                  keys={state.keys[section] ?? []}
                  mine={state.mine[section]}
                />
              )
            );
          })}
        </Stack>
      )}
      {state.pending && (
        <ConfirmDialog
          message={state.pending.question}
          confirmLabel={state.pending.kind === 'rollout' ? 'Change shares' : 'Revoke'}
          busy={state.busy}
          onConfirm={() => void state.confirm()}
          onCancel={state.cancel}
        />
      )}
    </Page>
  );
}

/** /sections: each section's versions, shares, figures and deploy keys; admin only, as 4xChart. */
export default function SectionsPage() {
  const isAdmin = useAuth((s) => s.user?.role === 'admin');
  if (isAdmin) return <Sections />;
  return (
    <>
      <PageHeader title={TITLE} />
      <AccessDenied>You do not have permission to view this page.</AccessDenied>
    </>
  );
}
