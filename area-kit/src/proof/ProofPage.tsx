import { useEffect } from 'react';
import { SwappedView } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { ProofForm } from './form/ProofForm';
import { ProofList } from './list/ProofList';
import { ProofPreview } from './preview/ProofPreview';
import { useProofLookups } from './proofQueries';
import { proofView } from './proofView';
import { useProofRights } from './useProofRights';

/**
 * Proof Management (Turbo) and Forex Proof Management, from the area descriptor: the list, the form
 * (create, edit), and the preview with its PDF (spec §2, §4). Arriving on the page shows the list; the
 * form's state lives in the form, so leaving it drops it. The lookups are read when the page opens.
 */
export function ProofPage({ area }: { area: Area }) {
  const useView = proofView(area);
  const view = useView((state) => state.view);
  const show = useView((state) => state.show);
  const can = useProofRights(area.proof.rights);
  useProofLookups(area, { fetch: true });

  useEffect(() => {
    show({ mode: 'list' });
  }, [show]);

  if (view.mode === 'create' || view.mode === 'edit') {
    return (
      <SwappedView key={view.mode === 'edit' ? view.proof._id : 'new'}>
        <ProofForm area={area} proof={view.mode === 'edit' ? view.proof : null} />
      </SwappedView>
    );
  }
  if (view.mode === 'preview') {
    return (
      <SwappedView key={`preview-${view.proof._id}`}>
        <ProofPreview area={area} proof={view.proof} can={can} />
      </SwappedView>
    );
  }
  return <ProofList area={area} can={can} />;
}
