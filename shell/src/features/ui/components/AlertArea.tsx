import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { selectAlert } from '../../../state/uiSlice';

const AlertToast = lazy(() => import('./AlertToast').then(({ AlertToast }) => ({ default: AlertToast })));

/**
 * The store's alerts. The toast (and shared-ui/overlays, which draws it) loads with the first
 * alert, not with the first page; once loaded it stays, so later alerts show at once.
 */
export function AlertArea() {
  const alert = useAppSelector(selectAlert);
  const [needed, setNeeded] = useState(false);
  if (alert && !needed) setNeeded(true);
  if (!alert && !needed) return null;
  return (
    <Suspense fallback={null}>
      <AlertToast />
    </Suspense>
  );
}
