import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../../state/hooks';
import { selectModals } from '../../../state/uiSlice';

// The forms bring Formik's and Yup's code, which no page needs before a visitor asks to log in
// or sign up: each modal's code is fetched when it first opens, then stays mounted.
const LoginModal = lazy(() => import('./LoginModal').then(({ LoginModal }) => ({ default: LoginModal })));
const SignupModal = lazy(() => import('./SignupModal').then(({ SignupModal }) => ({ default: SignupModal })));

/** The login and sign-up modals, each loaded the first time it is shown. */
export function AuthModals() {
  const { login, signup } = useAppSelector(selectModals);
  const [opened, setOpened] = useState({ login: false, signup: false });
  if ((login.visible && !opened.login) || (signup.visible && !opened.signup)) {
    setOpened({ login: opened.login || login.visible, signup: opened.signup || signup.visible });
  }
  return (
    <Suspense fallback={null}>
      {opened.login && <LoginModal />}
      {opened.signup && <SignupModal />}
    </Suspense>
  );
}
