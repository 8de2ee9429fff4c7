import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatDateTime } from '@console/contract/time';
import { Button, FactList, LinkifiedText, Modal } from 'shared-kit/ui';
import { RecordHistory } from 'shared-kit/audit';
import { formatReportNumber, joinNames } from './format';
import { type Report } from '@console/contract/reports';

/** Tighter than other previews: a report has many fields, and its originals follow. */
const Fields = styled(FactList)`
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Original = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 4px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

/** 'Report Preview': every field of a report and each original's sports, events, markets, P&L and bets. */
export function ReportPreview({ report, onClose }: { report: Report; onClose: () => void }) {
  const fields: Array<[string, ReactNode]> = [
    ['Date', formatDate(report.date)],
    ['User Name', report.userName],
    ['Agent', report.agent],
    ['Origin', report.origin],
    ['Before Void Balance', formatReportNumber(report.acBalance)],
    ['After Void Balance', formatReportNumber(report.afterVoidBalance)],
    ['Catch By', report.catchBy],
    ['Proof Type', report.proofType],
    ['Proof Status', report.proofStatus],
    ['Void Status', report.voidStatus],
    ['Remark', <LinkifiedText key="remark" text={report.remark} />],
    ['Record Added By', report.recordAddBy],
    ['Added', formatDateTime(report.createdAt)],
  ];
  return (
    <Modal title="Report Preview" size="lg" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Fields>
        {fields.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Fields>
      {report.originals.map((original, index) => (
        <Original key={index} aria-label={`Original ${index + 1}`}>
          <h3>Original {index + 1}</h3>
          <Fields>
            <dt>Sport</dt>
            <dd>{joinNames(original.sportNames)}</dd>
            <dt>Event</dt>
            <dd>{joinNames(original.eventNames)}</dd>
            <dt>Market</dt>
            <dd>{joinNames(original.marketNames)}</dd>
            <dt>P&amp;L</dt>
            <dd>{formatReportNumber(original.pl)}</dd>
          </Fields>
          <table>
            <caption>Bet Details</caption>
            <thead>
              <tr>
                <th scope="col">Odds</th>
                <th scope="col">Stack</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {original.betDetails.map((bet, betIndex) => (
                <tr key={betIndex}>
                  <td>{formatReportNumber(bet.odds)}</td>
                  <td>{formatReportNumber(bet.stack)}</td>
                  <td>{bet.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Original>
      ))}
      <RecordHistory resource="report" recordId={report._id} />
    </Modal>
  );
}
