import { lazy, Suspense } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { LoadingState, NotFoundPage } from 'shared-ui';
import { AffiliationsPage } from '../features/affiliations/components/AffiliationsPage';
import { ContactPage } from '../features/contact/components/ContactPage';
import { GetInvolvedPage } from '../features/get-involved/components/GetInvolvedPage';
import { AboutPage } from '../features/home/components/AboutPage';
import { HomePage } from '../features/home/components/HomePage';
import { JoinPage } from '../features/join/components/JoinPage';
import { PeoplePage } from '../features/people/components/PeoplePage';
import { TeamPage } from '../features/people/components/TeamPage';
import { PublicationsPage } from '../features/publications/components/PublicationsPage';

// The highlights show dates: with them comes moment (19 KB gzip), which no other public page needs.
const HighlightsPage = lazy(() => import('../features/highlights/components/HighlightsPage').then((m) => ({ default: m.HighlightsPage })));
const HighlightDetailPage = lazy(() =>
  import('../features/highlights/components/HighlightDetailPage').then((m) => ({ default: m.HighlightDetailPage })),
);

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
      <Route path="/lab_highlights" element={<Suspense fallback={<LoadingState />}><HighlightsPage /></Suspense>} />
      <Route
        path="/lab_highlights/:highlightId"
        element={<Suspense fallback={<LoadingState />}><HighlightDetailPage /></Suspense>}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
