import { useEffect, useId, useRef } from 'react';
import { Modal } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import { LAB, useMediaQuery } from 'shared-ui';
import { BREAKPOINTS, TIMINGS } from '../../../config/layout';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { LabLogo } from '../../../components/LabLogo';
import { alertShown, modalClosed, modalOpened, selectModals } from '../../../state/uiSlice';
import { rememberAuthOpener, returnAuthFocus } from '../utils/auth-modal-focus';
import { LoginForm } from './LoginForm';

const TITLE = 'Log in to the lab';

export function LoginModal() {
  const { login } = useAppSelector(selectModals);
  const dispatch = useAppDispatch();
  // On a phone the header is only the close button; the title sits above the form, centred.
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.loginModalMobileUpTo}px)`);
  const titleId = useId();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => dispatch(modalClosed('login'));
  const loggedIn = () => {
    dispatch(alertShown('SUCCESSFULLY LOGGED IN.', 'success'));
    closeTimer.current = setTimeout(close, TIMINGS.loginToast);
  };
  const openSignup = () => {
    close();
    dispatch(modalOpened({ modal: 'signup' }));
  };

  return (
    <Modal
      show={login.visible}
      onHide={close}
      centered
      aria-labelledby={titleId}
      restoreFocus={false}
      onShow={rememberAuthOpener}
      onExited={returnAuthFocus}
    >
      <Modal.Header closeButton className={narrow ? 'border-0 pb-0' : undefined}>
        {!narrow && (
          <Modal.Title as="h2" className="h4" id={titleId}>
            {TITLE}
          </Modal.Title>
        )}
      </Modal.Header>
      <Modal.Body>
        {narrow && (
          <h2 id={titleId} className="h4 text-center mb-3">
            {TITLE}
          </h2>
        )}
        <figure className="text-center text-primary mb-3">
          <LabLogo size={64} />
          <figcaption className="fw-semibold mt-1">{LAB.name}</figcaption>
        </figure>
        <LoginForm onLoggedIn={loggedIn} />
        <p className="text-center mt-3 mb-0">
          <Button variant="link" className="p-0" onClick={openSignup}>
            Need an account? Sign up
          </Button>
        </p>
      </Modal.Body>
    </Modal>
  );
}
