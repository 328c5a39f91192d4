/**
 * The shell's alert toast (features/ui), for the tests of other features that check the alert
 * their component raises: a feature imports no other feature, the tests' helpers may.
 */
export { AlertToast } from '../features/ui/components/AlertToast';
