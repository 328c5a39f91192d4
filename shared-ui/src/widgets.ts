// Bootstrap's components that keep a selection or carry context (tabs, navs, list groups) and its
// toasts, through this one module: module federation shares it as a singleton. They bring
// @restart/ui's tab and nav machinery and the transitions; the first page draws with
// shared-ui/bootstrap's plain components only, so this module arrives with the first page or
// toast that needs it (see docs/architecture.md). Form controls are in shared-ui/form-controls,
// alerts in shared-ui/alerts (decision 0049).
export { default as ListGroup } from 'react-bootstrap/ListGroup';
export { default as Nav } from 'react-bootstrap/Nav';
export { default as Tab } from 'react-bootstrap/Tab';
export { default as Tabs } from 'react-bootstrap/Tabs';
export { default as Toast } from 'react-bootstrap/Toast';
export { default as ToastContainer } from 'react-bootstrap/ToastContainer';
