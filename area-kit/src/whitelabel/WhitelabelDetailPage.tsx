import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@console/platform';
import { AccessDenied, Banner, Card, FactList, PageHeader, Spinner } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { useRights } from '../catalogue/useRights';
import { useCatalogueRecord } from '../catalogue/catalogueQueries';
import { whitelabelCatalogue } from './whitelabelCatalogue';
import { WhitelabelCard } from './WhitelabelCard';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 24rem) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

/** The page behind a whitelabel's logo link (/whitelabel/{id}, /forex_whitelabel/{id}): the whitelabel's details. */
export function WhitelabelDetailPage({ area }: { area: Area }) {
  const resource = area.whitelabel;
  const { id = '' } = useParams();
  const catalogue = whitelabelCatalogue(resource);
  const can = useRights(resource.rights);
  const record = useCatalogueRecord(catalogue, id, can.listing);
  const notice = catalogue.useView((view) => view.notice);
  const clearNotice = catalogue.useView((view) => view.clearNotice);
  const notify = catalogue.useView((view) => view.notify);

  // The list's last word ('... updated successfully!') is not news on arrival here; only this page's own is.
  useEffect(() => clearNotice(), [clearNotice]);
  const failed = record.isError;
  const why = failed ? errorMessage(record.error, resource.messages.fetchOneFailed) : null;
  useEffect(() => {
    if (why) notify({ kind: 'error', text: why });
  }, [why, notify]);

  const shown = record.data?._id === id ? record.data : null;
  let body;
  if (!can.listing) body = <AccessDenied>{resource.messages.noAccess}</AccessDenied>;
  else if (failed) body = <p>{resource.messages.fetchOneFailed}</p>;
  else if (!shown) body = <Spinner />;
  else
    body = (
      <Layout>
        <WhitelabelCard whitelabel={shown} />
        <FactList>
          <dt>{resource.userColumn}</dt>
          <dd>{shown.user}</dd>
          <dt>WhatsApp Group</dt>
          <dd>{shown.whatsappGroup}</dd>
          <dt>Color</dt>
          <dd>{shown.hexacode}</dd>
          <dt>URL</dt>
          <dd>
            <a href={shown.url} target="_blank" rel="noopener noreferrer">
              {shown.url}
            </a>
          </dd>
        </FactList>
      </Layout>
    );

  return (
    <section>
      <PageHeader title={resource.detailTitle}>
        <Link to={resource.route}>Back to {resource.title}</Link>
      </PageHeader>
      <Banner notice={notice} onClear={clearNotice} />
      <Card>{body}</Card>
    </section>
  );
}
