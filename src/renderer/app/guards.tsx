import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsSignedIn } from '../stores/session-store';

/** Unauthenticated visitors go to /login (spec 000 §2.2); the page they wanted rides along in state. */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
};

/** /login when already signed in goes to /. */
export const PublicOnly = ({ children }: { children: ReactNode }) => {
  const signedIn = useIsSignedIn();
  if (signedIn) return <Navigate to="/" replace />;
  return children;
};
