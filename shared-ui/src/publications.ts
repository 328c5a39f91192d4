// The projects' publications: data for the Publications page and each project's page, not for the
// shell's first render. A plain entry, not shared (as shared-ui/forms): it arrives with the first
// page that lists them instead of in every page's first load, in each remote that lists them.
export { PUBLICATIONS, type Publication } from './content/publications';
