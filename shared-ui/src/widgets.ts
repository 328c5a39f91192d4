// Bootstrap's components that keep state, move or carry context (alerts, forms, tabs, toasts,
// collapsing parts, navs), through this one module: module federation shares it as a singleton.
// They bring react-transition-group and the helpers behind them; the first page draws with
// shared-ui/bootstrap's plain components only, so this module arrives with the first page or
// form that needs it (see docs/architecture.md).
export { default as Alert } from 'react-bootstrap/Alert';
export { default as Collapse } from 'react-bootstrap/Collapse';
export { default as Form } from 'react-bootstrap/Form';
export { default as InputGroup } from 'react-bootstrap/InputGroup';
export { default as ListGroup } from 'react-bootstrap/ListGroup';
export { default as Nav } from 'react-bootstrap/Nav';
export { default as Tab } from 'react-bootstrap/Tab';
export { default as Tabs } from 'react-bootstrap/Tabs';
export { default as Toast } from 'react-bootstrap/Toast';
export { default as ToastContainer } from 'react-bootstrap/ToastContainer';
export { default as ToggleButton } from 'react-bootstrap/ToggleButton';
