import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, truncate, type Notice } from 'shared-kit/ui';
import type { ImportProblem } from '@console/contract/wire';
import { useShallow } from 'zustand/react/shallow';
import type { ImportResult, ReportStore } from './reportStore';

/** Success, success with rows left out (a warning: some of the file did not go in), or refused. */
type Tone = 'success' | 'warning' | 'danger';

const Box = styled.div<{ $tone: Tone }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Background`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: 1.25rem;
    max-height: 12rem;
    overflow-y: auto;
  }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  progress {
    width: 12rem;
  }
`;

/** Row problems are cut at 100 characters (spec §2). */
const MESSAGE_CUT = 100;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const where = (problem: ImportProblem) =>
  `Sheet: ${problem.sheetName || 'Unknown Sheet'}, Row: ${problem.rowIndex ?? 'N/A'}`;

export interface ImportExportStatusProps {
  useStore: ReportStore;
}

function toneOf(result: ImportResult): Tone {
  if (!result.ok) return 'danger';
  return result.errors.length > 0 || result.blankRows.length > 0 ? 'warning' : 'success';
}

/**
 * Progress while importing or exporting, then the outcome in the spec's words: 'Import Success: ...'
 * (or 'Error: ...'), 'Import Errors:' row by row, 'Blank Rows Skipped:', 'Export Success: ...' or
 * 'Export Error: ...'. An import that left rows out is a warning (amber), not a success; each row's
 * message is cut at 100 characters as the spec says, with a button to read them in full. An import's
 * outcome stays until closed or until the next import starts.
 */
export function ImportExportStatus({ useStore }: ImportExportStatusProps) {
  // Its own subscription: the bytes of an export tick often, and re-render only this.
  const { importing, importResult, exporting, exportResult, onCloseImport, onClearExport } = useStore(
    useShallow((state) => ({
      importing: state.importing,
      importResult: state.importResult,
      exporting: state.exporting,
      exportResult: state.exportResult,
      onCloseImport: state.clearImportResult,
      onClearExport: state.clearExportResult,
    })),
  );
  // Full messages for this result only: the next import starts cut again.
  const [fullFor, setFullFor] = useState<ImportResult | null>(null);
  const fullMessages = importResult !== null && fullFor === importResult;
  // One notice per result: the Banner's 3 s start again only for a new result, not on every render.
  const exportNotice = useMemo<Notice | null>(
    () =>
      exportResult && {
        kind: exportResult.ok ? 'success' : 'error',
        text: `${exportResult.ok ? 'Export Success' : 'Export Error'}: ${exportResult.message}`,
      },
    [exportResult],
  );
  return (
    <>
      {importing !== null && (
        <Progress role="status">
          <progress aria-label="Import progress" />
          <span>Importing {importing}...</span>
        </Progress>
      )}
      {exporting !== null && (
        <Progress role="status">
          <progress aria-label="Export progress" />
          <span>Exporting... {(exporting / 1024).toFixed(0)} KB received</span>
        </Progress>
      )}
      <Banner notice={exportNotice} onClear={onClearExport} />
      {importResult && (
        <Box $tone={toneOf(importResult)} role={importResult.ok ? 'status' : 'alert'}>
          <p>{importResult.ok ? `Import Success: ${importResult.message}` : `Error: ${importResult.message}`}</p>
          {importResult.errors.length > 0 && (
            <>
              <p>Import Errors:</p>
              <ul>
                {importResult.errors.map((problem, index) => (
                  <li key={index}>
                    {where(problem)}: {fullMessages ? (problem.msg ?? '') : truncate(problem.msg ?? '', MESSAGE_CUT)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {importResult.blankRows.length > 0 && (
            <>
              <p>Blank Rows Skipped:</p>
              <ul>
                {importResult.blankRows.map((problem, index) => (
                  <li key={index}>{where(problem)}</li>
                ))}
              </ul>
            </>
          )}
          <Actions>
            {importResult.errors.some((problem) => (problem.msg ?? '').length > MESSAGE_CUT) && (
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={fullMessages}
                onClick={() => setFullFor(fullMessages ? null : importResult)}
              >
                Show full messages
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={onCloseImport}>
              Close
            </Button>
          </Actions>
        </Box>
      )}
    </>
  );
}
