import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';

/** This remote's pages, at their full paths (the shell renders remotes outside its own routes). */
export default function ProjectRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
