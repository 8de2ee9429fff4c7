import { useEffect } from 'react';
import { SwappedView } from 'shared-kit/ui';
import type { Area } from '../descriptor';
import { ProofForm } from './form/ProofForm';
import { ProofList } from './list/ProofList';
import { ProofPreview } from './preview/ProofPreview';
import { proofStore } from './proofStore';
import { useProofRights } from './useProofRights';

/**
 * Proof Management (Turbo) and Forex Proof Management, from the area descriptor: the list, the form
 * (create, edit), and the preview with its PDF (spec §2, §4). Arriving on the page shows the list; the
 * form's state lives in the form, so leaving it drops it.
 */
export function ProofPage({ area }: { area: Area }) {
  const useStore = proofStore(area);
  const store = useStore();
  const can = useProofRights(area.proof.rights);
  const { load, loadLookups, show } = store;

  useEffect(() => {
    show({ mode: 'list' });
  }, [show]);
  useEffect(() => {
    if (can.listing) void load();
  }, [can.listing, load]);
  useEffect(() => {
    void loadLookups();
  }, [loadLookups]);

  const { view } = store;
  if (view.mode === 'create' || view.mode === 'edit') {
    return (
      <SwappedView key={view.mode === 'edit' ? view.proof._id : 'new'}>
        <ProofForm area={area} useStore={useStore} proof={view.mode === 'edit' ? view.proof : null} />
      </SwappedView>
    );
  }
  if (view.mode === 'preview') {
    return (
      <SwappedView key={`preview-${view.proof._id}`}>
        <ProofPreview area={area} useStore={useStore} proof={view.proof} can={can} />
      </SwappedView>
    );
  }
  return <ProofList area={area} useStore={useStore} can={can} />;
}
