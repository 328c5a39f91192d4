import { Route, Routes } from 'shared-ui/router';
import { lazyPage, NotFoundPage } from 'shared-ui';
import { ContactPage } from '../features/contact/components/ContactPage';
import { AboutPage } from '../features/home/components/AboutPage';
import { HomePage } from '../features/home/components/HomePage';
import { JoinPage } from '../features/join/components/JoinPage';
import { TeamPage } from '../features/people/components/TeamPage';

// Pages that bring what no other needs stay out of the first load of every public page: the
// highlights' dates (moment, 19 KB gzip), the Get Involved sections dropdown (the dropdown and
// Popper of shared-ui/overlays), the map of the affiliations, the publications' filters, the
// People page's tabs (shared-ui/widgets).
const HighlightsPage = lazyPage(() => import('../features/highlights/components/HighlightsPage').then((m) => m.HighlightsPage), '/lab_highlights');
const HighlightDetailPage = lazyPage(() => import('../features/highlights/components/HighlightDetailPage').then((m) => m.HighlightDetailPage));
const GetInvolvedPage = lazyPage(() => import('../features/get-involved/components/GetInvolvedPage').then((m) => m.GetInvolvedPage), '/get_involved');
const AffiliationsPage = lazyPage(() => import('../features/affiliations/components/AffiliationsPage').then((m) => m.AffiliationsPage), '/Affiliations');
const PublicationsPage = lazyPage(() => import('../features/publications/components/PublicationsPage').then((m) => m.PublicationsPage), '/publications');
const PeoplePage = lazyPage(() => import('../features/people/components/PeoplePage').then((m) => m.PeoplePage), '/People');

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
