import { CloseButton } from 'shared-ui/bootstrap';
import { Toast, ToastContainer } from 'shared-ui/overlays';
import type { AlertVariant } from 'shared-ui';
import { TIMINGS } from '../../../config/layout';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { alertDismissed, selectAlert } from '../../../state/uiSlice';

/** Problems stay long enough to be read; confirmations last as long as the spec's notices. */
const PROBLEM_SHOWN_MS = 5000;
const shownFor = (variant: AlertVariant) =>
  variant === 'success' || variant === 'info' ? TIMINGS.loginToast : PROBLEM_SHOWN_MS;

/** White text reads on these backgrounds; the light ones (warning, info) need dark text. */
const DARK_BACKGROUNDS: AlertVariant[] = ['success', 'danger'];

/** The store's alert, as a toast at the top centre of the window (above any open modal). */
export function AlertToast() {
  const alert = useAppSelector(selectAlert);
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(alertDismissed());
  const dark = alert ? DARK_BACKGROUNDS.includes(alert.variant) : false;
  return (
    <ToastContainer position="top-center" containerPosition="fixed" className="p-3">
      {alert && (
        // Keyed by the alert, so that a new alert starts its own timer.
        <Toast key={alert.id} bg={alert.variant} autohide delay={shownFor(alert.variant)} onClose={dismiss}>
          <div className="d-flex">
            <Toast.Body className={dark ? 'text-white fw-semibold' : 'fw-semibold'}>{alert.message}</Toast.Body>
            <CloseButton variant={dark ? 'white' : undefined} className="me-2 m-auto" aria-label="Dismiss" onClick={dismiss} />
          </div>
        </Toast>
      )}
    </ToastContainer>
  );
}
