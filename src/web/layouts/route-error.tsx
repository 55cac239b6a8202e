import { useRouteError } from 'react-router';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';

/** The owner panel's route error: logged, then the error screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <RouteErrorScreen />;
}
