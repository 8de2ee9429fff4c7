import { useEffect, useState } from 'react';
import { api, errorMessage } from '@console/platform';
import type { AuditAnswer } from '@console/contract/wire';
import { AuditHistory, FormError, Spinner } from 'shared-kit/ui';

type State =
  | { kind: 'loading' }
  | { kind: 'hidden' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; answer: AuditAnswer };

/** Loads one record's audit entries (GET /api/audit?resource=..&recordId=..). */
export function loadRecordHistory(resource: string, recordId: string, signal?: AbortSignal): Promise<AuditAnswer> {
  return api.get('audit', { searchParams: { resource, recordId, pageSize: '100' }, signal }).json<AuditAnswer>();
}

/**
 * The History section of a record's preview. The API scopes what one may read: a 403 hides the section.
 */
export function RecordHistory({ resource, recordId }: { resource: string; recordId: string }) {
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
  if (state.kind === 'loading') return <Spinner label="Loading history" />;
  if (state.kind === 'failed') return <FormError>{state.message}</FormError>;
  return <AuditHistory items={state.answer.items} />;
}
