import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { HomePage } from '../features/home/components/HomePage';

/** The public pages, at their full paths (the shell renders remotes outside its own routes). */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
