// The audit actions' labels and target kinds, which only the Audit page shows: a plain entry, not
// shared (as shared-ui/forms), so they stay out of every page's first load.
export { AUDIT_ACTION_DETAILS, AUDIT_ACTIONS } from './config/audit';
