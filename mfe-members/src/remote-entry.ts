// What this remote exposes to the shell: its routes.
export { default } from './app/MembersRoutes';
