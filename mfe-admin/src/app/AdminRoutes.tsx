import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { SignupTokensPage } from '../features/signup-tokens/components/SignupTokensPage';
import { EditTeamsPage } from '../features/teams/components/EditTeamsPage';

/** This remote's pages, at their full paths (the shell renders remotes outside its own routes). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="/edit_teams" element={<EditTeamsPage />} />
      <Route path="/admin/signup-tokens" element={<SignupTokensPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
