// Dates as the site shows them, apart from the root module so that moment is downloaded with the
// first page that shows a date, not with the first page.
export { DATE_FORMAT, formatDate, formatDay } from './utils/dates';
