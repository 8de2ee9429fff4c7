import { useEffect, useMemo } from 'react';
import { formatDate } from '@console/contract/time';
import { useAuth } from '@console/platform';
import { AccessDenied, PageHeader, Spinner } from 'shared-kit/ui';
import { areaView, availableAreas } from './access';
import { loadCharts } from '../charts/LazyChart';
import { AreaSwitch } from './AreaSwitch';
import { DashboardDates } from './DashboardDates';
import { DASHBOARD_AREAS } from './dashboardAreas';
import { useAreaFigures } from './dashboardQueries';
import { useDashboard } from './dashboardStore';
import { ProofSection } from './ProofSection';
import { ReportSection } from './ReportSection';
import { summaryCards } from './summaryCards';
import { SummaryCards } from './SummaryCards';

export const NO_PERMISSION = 'You do not have permission to view any data on this dashboard.';

/** /dashboard: the statistics of the area the person picks, for the dates they choose. */
export default function DashboardPage() {
  const user = useAuth((s) => s.user);
  const { visitId, area, start, end, datesChanged, visit, leave, selectArea, setDates } = useDashboard();
  const areas = useMemo(() => availableAreas(user), [user]);
  const figures = useAreaFigures(visitId, area, { start, end, change: datesChanged }, user);

  // A new visit when the person or their rights change, not whenever the session store hands out a
  // fresh copy of the same user.
  const rightsKey = user ? JSON.stringify([user._id, user.role, user.section, user.permissions]) : '';
  useEffect(() => {
    visit(useAuth.getState().user);
    return leave;
  }, [visit, leave, rightsKey]);
  // The charts' code is fetched while the figures are counted, not after they arrive.
  useEffect(() => {
    if (areas.length) void loadCharts();
  }, [areas.length]);

  if (areas.length === 0) {
    return (
      <section>
        <PageHeader title="Dashboard" />
        <AccessDenied>{NO_PERMISSION}</AccessDenied>
      </section>
    );
  }
  if (!area) return <Spinner />;

  const descriptor = DASHBOARD_AREAS[area];
  const view = areaView(user, area);
  const cards = summaryCards(descriptor, view, figures, { start, end }, user);
  return (
    <section>
      <PageHeader title="Dashboard">
        <AreaSwitch areas={areas} current={area} onSelect={selectArea} />
      </PageHeader>
      <DashboardDates start={start} end={end} onChange={setDates} />
      <SummaryCards cards={cards} updated={formatDate(new Date())} />
      {view.proofSection && <ProofSection descriptor={descriptor} state={figures.proofs} />}
      {view.reportSection && <ReportSection descriptor={descriptor} state={figures.reports} />}
    </section>
  );
}
