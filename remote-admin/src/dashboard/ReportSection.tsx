import { theme } from 'shared-kit/theme';
import { EmptyState } from 'shared-kit/ui';
import { LazyChart } from '../charts/LazyChart';
import { barOption, pieOption } from './chartOptions';
import type { DashboardAreaDescriptor } from './dashboardAreas';
import type { ListState } from './listState';
import { ListGate, Panel, Panels, Section } from './SectionParts';

const BAR_HEIGHT = 360;
const PIE_HEIGHT = 300;
const PROOF_STATUS_COLOURS = [theme.chart.emerald, theme.chart.amber];
const VOID_STATUS_COLOURS = [theme.chart.red, theme.chart.slate];

interface Props {
  descriptor: DashboardAreaDescriptor;
  state: ListState<'reports'>;
}

/** Reports per Catch By, and the Proof Status and Void Status pies (foundation.md §2). */
export function ReportSection({ descriptor, state }: Props) {
  const { reportsByCatchBy } = descriptor;
  return (
    <Section aria-label={`${descriptor.label} reports`}>
      <h2>Reports</h2>
      <ListGate state={state} errorLabel={descriptor.reportsErrorLabel}>
        {(stats) =>
          stats.reports === 0 ? (
            <EmptyState>No report data available</EmptyState>
          ) : (
            <Panels>
              <Panel>
                <LazyChart
                  label={reportsByCatchBy.title}
                  option={barOption(reportsByCatchBy, stats.byCatchBy, theme.chart.violet)}
                  height={BAR_HEIGHT}
                />
              </Panel>
              <Panel>
                <LazyChart
                  label={descriptor.proofStatusTitle}
                  option={pieOption(descriptor.proofStatusTitle, stats.proofStatus, PROOF_STATUS_COLOURS)}
                  height={PIE_HEIGHT}
                />
                <LazyChart
                  label={descriptor.voidStatusTitle}
                  option={pieOption(descriptor.voidStatusTitle, stats.voidStatus, VOID_STATUS_COLOURS)}
                  height={PIE_HEIGHT}
                />
              </Panel>
            </Panels>
          )
        }
      </ListGate>
    </Section>
  );
}
