// What draws over the page: shared like shared-ui/bootstrap, but a module of its own, as these
// bring Popper (dropdowns), the modal machinery (focus trap, scroll lock, backdrop) and the
// transitions (react-transition-group): a third of react-bootstrap's weight, which no page needs
// before someone opens one or a toast shows. Import it only from code that a page loads lazily or
// that opens one, never from what the first paint needs.
export { default as Dropdown } from 'react-bootstrap/Dropdown';
export { default as Modal } from 'react-bootstrap/Modal';
export { default as Offcanvas } from 'react-bootstrap/Offcanvas';
export { default as Toast } from 'react-bootstrap/Toast';
export { default as ToastContainer } from 'react-bootstrap/ToastContainer';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
