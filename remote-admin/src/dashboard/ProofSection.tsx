import { theme } from 'shared-kit/theme';
import { LazyChart } from '../charts/LazyChart';
import { barOption } from './chartOptions';
import type { DashboardAreaDescriptor } from './dashboardAreas';
import type { ListState } from './listState';
import { ListGate, Panel, Panels, Section } from './SectionParts';
import { TallyTable } from './TallyTable';

const BAR_HEIGHT = 360;

interface Props {
  descriptor: DashboardAreaDescriptor;
  state: ListState<'proofs'>;
}

/** Proofs by proof maker and users caught by whitelabel: bar charts and their tables (foundation.md §2). */
export function ProofSection({ descriptor, state }: Props) {
  const { proofsByMaker, usersByWhitelabel } = descriptor;
  const colour = descriptor.key === 'turbo' ? theme.chart.blue : theme.chart.teal;
  return (
    <Section aria-label={`${descriptor.label} proofs`}>
      <h2>Proofs</h2>
      <ListGate state={state} errorLabel={descriptor.proofsErrorLabel}>
        {(stats) => (
          <Panels>
            <Panel>
              {stats.byMaker.length > 0 && (
                <LazyChart
                  label={proofsByMaker.title}
                  option={barOption(proofsByMaker, stats.byMaker, colour)}
                  height={BAR_HEIGHT}
                />
              )}
              <TallyTable
                caption={proofsByMaker.title}
                nameHeader="Proof Maker"
                countHeader="Proof Count"
                rows={stats.byMaker}
                empty="No proof data available"
              />
            </Panel>
            <Panel>
              {stats.usersByWhitelabel.length > 0 && (
                <LazyChart
                  label={usersByWhitelabel.title}
                  option={barOption(usersByWhitelabel, stats.usersByWhitelabel, theme.chart.orange)}
                  height={BAR_HEIGHT}
                />
              )}
              <TallyTable
                caption={usersByWhitelabel.title}
                nameHeader="Whitelabel"
                countHeader="Users Caught"
                rows={stats.usersByWhitelabel}
                empty="No whitelabel data available"
              />
            </Panel>
          </Panels>
        )}
      </ListGate>
    </Section>
  );
}
