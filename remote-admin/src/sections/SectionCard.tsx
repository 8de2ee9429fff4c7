import styled from 'styled-components';
import type { DeployKeyInfo, SectionAnswer, SectionFigures, SectionVersionInfo } from '@console/contract/wire';
import { mainVersion, type RemoteSection } from '@console/contract/sections';
import { formatDateTime } from '@console/contract/time';
import { Button, Card, DataTable, type Column } from 'shared-kit/ui';
import { SECTION_TITLES } from './sectionNames';
import { ShareEditor } from './ShareEditor';
import { useSectionChanges, useSectionsBusy } from './sectionsQueries';
import { useSections } from './sectionsStore';

const Stack = styled.div`
  display: grid;
  /* minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
  & > * {
    min-width: 0;
    max-width: 100%;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Errors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const figures = (f: SectionFigures) =>
  `${f.load} loads, ${f.failure} failures, ${f.fallback} fallbacks, ${f.crash} crashes`;

interface Props {
  section: RemoteSection;
  answer: SectionAnswer;
  keys: readonly DeployKeyInfo[];
  mine: string | undefined;
}

/** One section: its versions with shares, people and figures, the share form, its latest errors and its keys. */
export function SectionCard({ section, answer, keys, mine }: Props) {
  const ask = useSections((state) => state.ask);
  const { chooseForMe, createKey } = useSectionChanges();
  const busy = useSectionsBusy();
  const title = SECTION_TITLES[section];
  const main = mainVersion(answer.versions);

  const rollBack = (version: SectionVersionInfo) =>
    ask({
      kind: 'rollout',
      section,
      shares: { [version.id]: 100 },
      question: `Put everyone on version ${version.id} of ${title} at their next page load?`,
    });

  const versionColumns: Column<SectionVersionInfo>[] = [
    {
      key: 'id',
      header: 'Version',
      render: (v) => `${v.id}${v.id === main?.id ? ' (main)' : ''}${v.id === mine ? ' (yours)' : ''}`,
    },
    { key: 'share', header: 'Share', render: (v) => `${v.share} %`, align: 'right' },
    { key: 'people', header: 'People now', align: 'right' },
    { key: 'lastHour', header: 'Last hour', render: (v) => figures(v.lastHour) },
    { key: 'lastDay', header: 'Last day', render: (v) => figures(v.lastDay) },
    {
      key: 'registeredAt',
      header: 'Registered',
      render: (v) => `${formatDateTime(v.registeredAt)} by ${v.registeredBy}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (v) => (
        <Actions>
          {v.share < 100 && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => rollBack(v)}
              aria-label={`Put everyone here: ${v.id} of ${title}`}
            >
              Put everyone here
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            busy={busy}
            onClick={() => chooseForMe(section, v.id === mine ? null : v.id)}
            aria-label={
              v.id === mine ? `Stop using for me: ${v.id} of ${title}` : `Use this version for me: ${v.id} of ${title}`
            }
          >
            {v.id === mine ? 'Stop using for me' : 'Use this version for me'}
          </Button>
        </Actions>
      ),
    },
  ];

  const keyColumns: Column<DeployKeyInfo>[] = [
    { key: 'createdBy', header: 'Created by' },
    { key: 'createdAt', header: 'Created', render: (k) => formatDateTime(k.createdAt) },
    { key: 'lastUsedAt', header: 'Last used', render: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never') },
    {
      key: 'revoke',
      header: 'Actions',
      render: (k) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={`Revoke the ${title} key created ${formatDateTime(k.createdAt)}`}
          onClick={() =>
            ask({
              kind: 'revoke',
              section,
              keyId: k.id,
              question: `Revoke this ${title} deploy key? Pipelines using it stop at once.`,
            })
          }
        >
          Revoke
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Stack>
        <h2>{title}</h2>
        <DataTable
          caption={`${title} versions, in registration order`}
          columns={versionColumns}
          rows={answer.versions}
          rowKey={(v) => v.id}
          empty="No version is registered"
        />
        {answer.versions.length > 1 && (
          <ShareEditor
            key={answer.versions.map((v) => `${v.id}:${v.share}`).join()}
            title={title}
            versions={answer.versions}
            onSubmit={(shares) =>
              ask({
                kind: 'rollout',
                section,
                shares,
                question: `Set the shares of ${title} to ${Object.entries(shares)
                  .map(([id, share]) => `${id} ${share} %`)
                  .join(', ')}?`,
              })
            }
          />
        )}
        <h3>Latest errors</h3>
        {answer.errors.length === 0 ? (
          <p>No errors reported.</p>
        ) : (
          <Errors aria-label={`${title} latest errors`}>
            {answer.errors.slice(0, 10).map((error, n) => (
              <li key={n}>
                {formatDateTime(error.at)}, {error.version} ({error.kind}): {error.name}: {error.message}
              </li>
            ))}
          </Errors>
        )}
        <h3>Deploy keys</h3>
        <DataTable
          caption={`${title} deploy keys`}
          columns={keyColumns}
          rows={keys}
          rowKey={(k) => k.id}
          empty="No deploy key"
        />
        <Actions>
          <Button onClick={() => createKey(section)} busy={busy}>
            Create a {title} deploy key
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}
