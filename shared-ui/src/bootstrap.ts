// The plain Bootstrap components of every app (layout, cards, buttons, tables), through this one
// module: module federation shares it, so the page holds one copy of react-bootstrap with only
// the components named here, where importing react-bootstrap/X in each app gave every remote its
// own copy of its helpers (see docs/architecture.md). The first page draws with these alone.
// Form controls are in shared-ui/form-controls, alerts in shared-ui/alerts, navs and tab rows in
// shared-ui/widgets; what draws over the page (dialogs, drawers, dropdowns, toasts) and brings
// Popper is in shared-ui/overlays, fetched only by the code that opens one.
export { default as Badge } from 'react-bootstrap/Badge';
export { default as Button } from 'react-bootstrap/Button';
export { default as Card } from 'react-bootstrap/Card';
export { default as CloseButton } from 'react-bootstrap/CloseButton';
export { default as Col } from 'react-bootstrap/Col';
export { default as Container } from 'react-bootstrap/Container';
export { default as Pagination } from 'react-bootstrap/Pagination';
export { default as Row } from 'react-bootstrap/Row';
export { default as Spinner } from 'react-bootstrap/Spinner';
export { default as Table } from 'react-bootstrap/Table';
