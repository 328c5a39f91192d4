import { Route, Routes } from 'shared-ui/router';
import { NotFoundPage } from 'shared-ui';
import { ProjectsOverviewPage } from '../features/projects/components/ProjectsOverviewPage';
import { ProjectsPageSwitch } from '../features/projects/components/ProjectsPageSwitch';
import { ProjectsLayout } from '../features/projects/components/sidebar/ProjectsLayout';

/**
 * This remote's pages, at their full paths (the shell renders remotes outside its own routes).
 * One layout route holds /projects, each project and its subpages, so the sidebar stays mounted
 * while the visitor moves between them.
 */
export default function ProjectRoutes() {
  return (
    <Routes>
      <Route path="/projects/overview" element={<ProjectsOverviewPage />} />
      <Route path="/projects" element={<ProjectsLayout />}>
        <Route index element={<ProjectsPageSwitch />} />
        <Route path=":projectId" element={<ProjectsPageSwitch />} />
        <Route path=":projectId/:subpageId" element={<ProjectsPageSwitch />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
