import { Toolbar, Button } from 'shared-kit/ui';
import type { DashboardArea } from '@console/contract/dashboard';
import { DASHBOARD_AREAS } from './dashboardAreas';

interface Props {
  areas: readonly DashboardArea[];
  current: DashboardArea;
  onSelect: (area: DashboardArea) => void;
}

/** The switch between the areas the person may see (Turbo, shown as CBTF, and Forex); the shown one is pressed. */
export function AreaSwitch({ areas, current, onSelect }: Props) {
  return (
    <Toolbar role="group" aria-label="Area">
      {areas.map((area) => (
        <Button
          key={area}
          size="sm"
          variant={area === current ? 'primary' : 'secondary'}
          aria-pressed={area === current}
          onClick={() => onSelect(area)}
        >
          {DASHBOARD_AREAS[area].label}
        </Button>
      ))}
    </Toolbar>
  );
}
