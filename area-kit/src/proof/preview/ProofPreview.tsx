import { useMemo, useState } from 'react';
import { useCan } from '@console/platform';
import { Banner, Button, Card, Modal, PageHeader } from 'shared-kit/ui';
import { RecordHistory } from 'shared-kit/audit';
import type { Area } from '../../descriptor';
import { proofDocument } from '../proofLayout';
import { useProofWrites } from '../proofQueries';
import { proofView } from '../proofView';
import type { Proof } from '../proofTypes';
import type { ProofCan } from '../useProofRights';
import { AddToReport } from './AddToReport';
import { DocumentFrame } from './DocumentFrame';

export interface ProofPreviewProps {
  area: Area;
  proof: Proof;
  can: ProofCan;
}

/**
 * The preview (spec §2, §4): the A4 document in its frame with Back to List, Edit, Download PDF (after
 * the Confirm Download question) and Add to Report.
 */
export function ProofPreview({ area, proof, can }: ProofPreviewProps) {
  const resource = area.proof;
  const { notice, setNotice, show } = proofView(area)();
  const { downloadPdf, downloading } = useProofWrites(area);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const canReport = useCan(area.report.rights.create);
  const document = useMemo(() => proofDocument(proof), [proof]);

  return (
    <section>
      <PageHeader title={resource.previewTitle}>
        <Button variant="secondary" onClick={() => show({ mode: 'list' })}>
          Back to List
        </Button>
        {can.update && (
          <Button variant="secondary" onClick={() => show({ mode: 'edit', proof })}>
            {resource.editLabel}
          </Button>
        )}
        {can.pdfDownload && (
          <Button busy={downloading} onClick={() => setConfirming(true)}>
            Download PDF
          </Button>
        )}
        {canReport && (
          <Button variant="secondary" onClick={() => setReporting(true)}>
            Add to Report
          </Button>
        )}
      </PageHeader>
      <Banner notice={notice} onClear={() => setNotice(null)} />
      <Card>
        <DocumentFrame document={document} title={`${resource.previewTitle}: ${proof.user}, ${proof.eventName}`} />
      </Card>
      <RecordHistory resource="proof" recordId={proof._id} framed />
      {confirming && (
        <Modal
          title="Confirm Download"
          size="sm"
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  setConfirming(false);
                  void downloadPdf(proof, { save: can.update });
                }}
              >
                Download
              </Button>
            </>
          }
        >
          <p>
            Download the PDF of the proof for {proof.user} ({proof.eventName})?
          </p>
        </Modal>
      )}
      {reporting && (
        <AddToReport
          area={area}
          proof={proof}
          onDone={(added) => {
            setReporting(false);
            if (added) setNotice({ kind: 'success', text: added });
          }}
        />
      )}
    </section>
  );
}
