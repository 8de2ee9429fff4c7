import styled from 'styled-components';
import { REMOTE_SECTIONS } from '@console/contract/sections';
import { errorMessage, useAuth } from '@console/platform';
import { AccessDenied, Banner, Button, Card, ConfirmDialog, FormError, PageHeader, Spinner } from 'shared-kit/ui';
import { SectionCard } from './SectionCard';
import { SECTION_TITLES } from './sectionNames';
import { useSectionChanges, useSectionsBusy, useSectionsOverview } from './sectionsQueries';
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
  const overview = useSectionsOverview();
  const { confirm } = useSectionChanges();
  const busy = useSectionsBusy();

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
      {overview.isError && <FormError>{errorMessage(overview.error, 'Could not load the sections.')}</FormError>}
      {overview.isPending ? (
        <Spinner label="Loading sections" />
      ) : (
        <Stack>
          {REMOTE_SECTIONS.map((section) => {
            const answer = overview.data?.sections[section];
            return (
              answer && (
                <SectionCard
                  key={section}
                  section={section}
                  answer={answer}
                  keys={overview.data?.keys[section] ?? []}
                  mine={overview.data?.mine[section]}
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
          busy={busy}
          onConfirm={confirm}
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
