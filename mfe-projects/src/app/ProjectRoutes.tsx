import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { ProjectPage } from '../features/projects/components/ProjectPage';
import { ProjectsHomePage } from '../features/projects/components/ProjectsHomePage';
import { ProjectsOverviewPage } from '../features/projects/components/ProjectsOverviewPage';

/** This remote's pages, at their full paths (the shell renders remotes outside its own routes). */
export default function ProjectRoutes() {
  return (
    <Routes>
      <Route path="/projects" element={<ProjectsHomePage />} />
      <Route path="/projects/overview" element={<ProjectsOverviewPage />} />
      <Route path="/projects/:projectId" element={<ProjectPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
