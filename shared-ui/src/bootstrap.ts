// The Bootstrap components of every app, through this one module: module federation shares it,
// so the page holds one copy of react-bootstrap with only the components named here, where
// importing react-bootstrap/X in each app gave every remote its own copy of its helpers (see
// docs/architecture.md). What draws over the page (dialogs, drawers, dropdowns) and
// brings Popper and the modal machinery is in shared-ui/overlays, fetched only by the code
// that opens one, so the first page does not carry it.
export { default as Alert } from 'react-bootstrap/Alert';
export { default as Badge } from 'react-bootstrap/Badge';
export { default as Button } from 'react-bootstrap/Button';
export { default as Card } from 'react-bootstrap/Card';
export { default as CloseButton } from 'react-bootstrap/CloseButton';
export { default as Col } from 'react-bootstrap/Col';
export { default as Collapse } from 'react-bootstrap/Collapse';
export { default as Container } from 'react-bootstrap/Container';
export { default as Form } from 'react-bootstrap/Form';
export { default as InputGroup } from 'react-bootstrap/InputGroup';
export { default as ListGroup } from 'react-bootstrap/ListGroup';
export { default as Nav } from 'react-bootstrap/Nav';
export { default as Pagination } from 'react-bootstrap/Pagination';
export { default as Row } from 'react-bootstrap/Row';
export { default as Spinner } from 'react-bootstrap/Spinner';
export { default as Tab } from 'react-bootstrap/Tab';
export { default as Table } from 'react-bootstrap/Table';
export { default as Tabs } from 'react-bootstrap/Tabs';
export { default as Toast } from 'react-bootstrap/Toast';
export { default as ToastContainer } from 'react-bootstrap/ToastContainer';
export { default as ToggleButton } from 'react-bootstrap/ToggleButton';
