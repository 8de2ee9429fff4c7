import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavigationContext, type Go } from './navigation';

/** Under the router, the router-free pages navigate through react-router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go = useCallback<Go>(
    (to, options) => {
      void navigate(to, { replace: options?.replace });
    },
    [navigate],
  );
  return <NavigationContext.Provider value={go}>{children}</NavigationContext.Provider>;
}
