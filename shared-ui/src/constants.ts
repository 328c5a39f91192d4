/**
 * The lab's constants that code outside the browser reads too: each remote's route manifest and
 * page heads, which its build evaluates in Node. Nothing here imports a component or a library.
 */
export { LAB } from './config/lab';
export { PROJECTS, PROJECT_NAMES, projectFromSlug, projectPath, type ProjectName } from './config/projects';
