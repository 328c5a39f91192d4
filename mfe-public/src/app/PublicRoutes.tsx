import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui';
import { AffiliationsPage } from '../features/affiliations/components/AffiliationsPage';
import { ContactPage } from '../features/contact/components/ContactPage';
import { GetInvolvedPage } from '../features/get-involved/components/GetInvolvedPage';
import { HighlightDetailPage } from '../features/highlights/components/HighlightDetailPage';
import { HighlightsPage } from '../features/highlights/components/HighlightsPage';
import { AboutPage } from '../features/home/components/AboutPage';
import { HomePage } from '../features/home/components/HomePage';
import { JoinPage } from '../features/join/components/JoinPage';
import { PeoplePage } from '../features/people/components/PeoplePage';
import { TeamPage } from '../features/people/components/TeamPage';
import { PublicationsPage } from '../features/publications/components/PublicationsPage';

/** The public pages, at their full paths (the shell renders remotes outside its own routes). */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/join" element={<JoinPage />} />
      <Route path="/team" element={<TeamPage />} />
      <Route path="/get_involved" element={<GetInvolvedPage />} />
      <Route path="/publications" element={<PublicationsPage />} />
      <Route path="/People" element={<PeoplePage />} />
      <Route path="/Affiliations" element={<AffiliationsPage />} />
      <Route path="/lab_highlights" element={<HighlightsPage />} />
      <Route path="/lab_highlights/:highlightId" element={<HighlightDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
