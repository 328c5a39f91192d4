import { Route, Routes } from 'shared-ui/router';
import { NotFoundPage } from 'shared-ui';
import { paths } from '../config/paths';
import { AuditPage } from '../features/audit/components/AuditPage';
import { EditHighlightPage } from '../features/highlights/components/EditHighlightPage';
import { HighlightsAdminPage } from '../features/highlights/components/HighlightsAdminPage';
import { NewHighlightPage } from '../features/highlights/components/NewHighlightPage';
import { MembersPage } from '../features/members/components/MembersPage';
import { RemotesPage } from '../features/remotes/components/RemotesPage';
import { SignupTokensPage } from '../features/signup-tokens/components/SignupTokensPage';
import { EditTeamsPage } from '../features/teams/components/EditTeamsPage';

/** This remote's pages, at their full paths (the shell renders remotes outside its own routes). */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path={paths.editTeams} element={<EditTeamsPage />} />
      <Route path={paths.signupTokens} element={<SignupTokensPage />} />
      <Route path={paths.highlights} element={<HighlightsAdminPage />} />
      <Route path={paths.newHighlight} element={<NewHighlightPage />} />
      <Route path={paths.editHighlightPattern} element={<EditHighlightPage />} />
      <Route path={paths.members} element={<MembersPage />} />
      <Route path={paths.audit} element={<AuditPage />} />
      <Route path={paths.remotes} element={<RemotesPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
