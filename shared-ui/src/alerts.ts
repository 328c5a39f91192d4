// Bootstrap's alert, which fades as it is dismissed (react-transition-group and its helpers),
// through this one module: module federation shares it as a singleton. Apart from
// shared-ui/form-controls and shared-ui/widgets, so a form's page brings no tabs and a tabbed
// page no alerts (decision 0049).
export { default as Alert } from 'react-bootstrap/Alert';
