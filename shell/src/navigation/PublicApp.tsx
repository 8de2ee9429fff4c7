import { useCallback, useEffect, useState } from 'react';
import { ForgotPasswordPage } from '../forgot-password/ForgotPasswordPage';
import { LoginPage } from '../login/LoginPage';
import { isPublicPath, NavigationContext, type Go } from './navigation';

/**
 * The login and forgot-password pages without react-router (about half of the JS a router-based
 * login page would need). Going anywhere else hands over to the full console, which loads the router.
 */
export function PublicApp({ onLeave }: { onLeave: () => void }) {
  const [path, setPath] = useState(window.location.pathname);

  useEffect(() => {
    const follow = () => (isPublicPath(window.location.pathname) ? setPath(window.location.pathname) : onLeave());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [onLeave]);

  const go = useCallback<Go>(
    (to, options) => {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      if (isPublicPath(to)) setPath(to);
      else onLeave();
    },
    [onLeave],
  );

  return (
    <NavigationContext.Provider value={go}>
      {path === '/forgot-password' ? <ForgotPasswordPage /> : <LoginPage />}
    </NavigationContext.Provider>
  );
}
