import { useId } from 'react';
import { Modal } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { modalClosed, modalOpened, selectModals } from '../../../state/uiSlice';
import { rememberAuthOpener, returnAuthFocus } from '../utils/auth-modal-focus';
import { SignupForm } from './SignupForm';

export function SignupModal() {
  const { signup } = useAppSelector(selectModals);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const close = () => dispatch(modalClosed('signup'));
  // After signing up, and from the link: the new member logs in next.
  const openLogin = () => {
    close();
    dispatch(modalOpened({ modal: 'login' }));
  };
  return (
    <Modal
      show={signup.visible}
      onHide={close}
      size="lg"
      aria-labelledby={titleId}
      restoreFocus={false}
      onShow={rememberAuthOpener}
      onExited={returnAuthFocus}
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h4" id={titleId}>
          Sign up
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignupForm onSignedUp={openLogin} />
        <p className="text-center mt-3 mb-0">
          <Button variant="link" className="p-0" onClick={openLogin}>
            Already have an account? Log in
          </Button>
        </p>
      </Modal.Body>
    </Modal>
  );
}
