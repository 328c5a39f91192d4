// Bootstrap's components that keep a selection or carry context (navs, tab rows, list groups),
// through this one module: module federation shares it as a singleton. They bring @restart/ui's
// nav machinery; the first page draws with shared-ui/bootstrap's plain components only, so this
// module arrives with the first page that needs it (see docs/architecture.md). No transition comes
// with it: tab rows are built on Nav (a pane of react-bootstrap's Tab.Container would bring its
// Fade), toasts are in shared-ui/overlays, form controls in shared-ui/form-controls and alerts in
// shared-ui/alerts (decisions 0049, 0051).
export { default as ListGroup } from 'react-bootstrap/ListGroup';
export { default as Nav } from 'react-bootstrap/Nav';
