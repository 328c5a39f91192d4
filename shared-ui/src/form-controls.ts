// Bootstrap's form controls (fields, checks, selects, input groups, toggle buttons), through this
// one module: module federation shares it as a singleton. Apart from shared-ui/alerts and
// shared-ui/widgets: no transitions or tab machinery come with a page that only has a form or a
// filter (Publications, Resources), about 9 KB compressed less before it is hydrated
// (decision 0049).
export { default as Form } from 'react-bootstrap/Form';
export { default as InputGroup } from 'react-bootstrap/InputGroup';
export { default as ToggleButton } from 'react-bootstrap/ToggleButton';
