import { Route, Routes } from 'shared-ui/router';
import { NotFoundPage } from 'shared-ui';
import { ResetPasswordPage } from '../features/password-reset/components/ResetPasswordPage';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { ResourceDetailPage } from '../features/resources/components/ResourceDetailPage';
import { ResourcesLayout } from '../features/resources/components/ResourcesLayout';
import { ResourcesPage } from '../features/resources/components/ResourcesPage';

/** This remote's pages, at their full paths (the shell renders remotes outside its own routes). */
export default function MembersRoutes() {
  return (
    <Routes>
      <Route element={<ResourcesLayout />}>
        <Route path="/resources" element={<ResourcesPage />} />
        <Route path="/resources/:resourceId" element={<ResourceDetailPage />} />
      </Route>
      <Route path="/editprofile" element={<ProfilePage />} />
      {/* Public: the shell lets visitors in, and nothing here asks for a session. */}
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
