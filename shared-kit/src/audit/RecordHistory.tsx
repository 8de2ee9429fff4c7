import { useEffect, useState } from 'react';
import { errorMessage } from '@console/platform';
import type { AuditAnswer } from '@console/contract/wire';
import { AuditHistory } from '../ui/AuditHistory';
import { Card } from '../ui/Card';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { loadAudit } from './auditApi';

type State =
  | { kind: 'loading' }
  | { kind: 'hidden' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; answer: AuditAnswer };

/** One record's audit entries: the newest 100 (the API's largest page). */
export const loadRecordHistory = (resource: string, recordId: string, signal?: AbortSignal) =>
  loadAudit({ resource, recordId, pageSize: '100' }, signal);

/**
 * The History section of a record's preview (proofs, reports, whitelabels, notes, users). `resource` is
 * the name the API records the writes under ('report', 'proof', 'whitelabel', 'note', 'user'). The API
 * scopes what one may read: a 403 hides the section. `framed`: in a card of its own (on a page rather
 * than in a dialog), which goes too when the section is hidden.
 */
export function RecordHistory({
  resource,
  recordId,
  framed = false,
}: {
  resource: string;
  recordId: string;
  framed?: boolean;
}) {
  const key = `${resource}/${recordId}`;
  const [settled, setSettled] = useState<{ key: string; state: State } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadRecordHistory(resource, recordId, controller.signal).then(
      (answer) => setSettled({ key, state: { kind: 'loaded', answer } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = (error as { response?: { status?: number } } | null)?.response?.status;
        setSettled({
          key,
          state:
            status === 403
              ? { kind: 'hidden' }
              : { kind: 'failed', message: errorMessage(error, 'Could not load the history.') },
        });
      },
    );
    return () => controller.abort();
  }, [key, resource, recordId]);
  const state: State = settled?.key === key ? settled.state : { kind: 'loading' };

  if (state.kind === 'hidden') return null;
  const shown =
    state.kind === 'loading' ? (
      <Spinner label="Loading history" />
    ) : state.kind === 'failed' ? (
      <FormError>{state.message}</FormError>
    ) : (
      <AuditHistory items={state.answer.items} />
    );
  return framed ? <Card>{shown}</Card> : shown;
}
