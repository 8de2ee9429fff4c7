import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AccessDenied, Banner, Button, Card, PageHeader, PlusIcon, Spinner, type Notice } from 'shared-kit/ui';
import type { LoadStatus } from './types';

export interface CatalogueFrameProps {
  title: string;
  /** The Add button, shown only when `canCreate`. */
  addLabel: string;
  canCreate: boolean;
  onAdd: () => void;
  notice: Notice | null;
  onClearNotice: () => void;
  canList: boolean;
  noAccess: string;
  status: LoadStatus;
  error: string | null;
  onRetry: () => void;
  /** Search box and other controls above the table. */
  tools?: ReactNode;
  children: ReactNode;
}

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Failed = styled.div`
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
  p {
    font-weight: 600;
  }
`;

/**
 * What every catalogue page has around its table: the title with the Add button, the banner, and the
 * no-access, loading and failed states. The table shows only once the list has arrived.
 */
export function CatalogueFrame(props: CatalogueFrameProps) {
  const {
    title,
    addLabel,
    canCreate,
    onAdd,
    notice,
    onClearNotice,
    canList,
    noAccess,
    status,
    error,
    onRetry,
    tools,
    children,
  } = props;
  let body: ReactNode;
  if (!canList) body = <AccessDenied>{noAccess}</AccessDenied>;
  else if (status === 'idle' || status === 'loading') body = <Spinner />;
  else if (status === 'failed')
    body = (
      <Failed>
        <p>{error}</p>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Failed>
    );
  else
    body = (
      <>
        {tools && <Tools>{tools}</Tools>}
        {children}
      </>
    );

  return (
    <section>
      <PageHeader title={title}>
        {canCreate && (
          <Button onClick={onAdd}>
            <PlusIcon />
            {addLabel}
          </Button>
        )}
      </PageHeader>
      <Banner notice={notice} onClear={onClearNotice} />
      <Card>{body}</Card>
    </section>
  );
}
