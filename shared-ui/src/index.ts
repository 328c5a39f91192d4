export * from './api/types';
// The client a package's own calls go through (in its features' api/ folders).
export { ApiError, NO_CONNECTION, apiUrl, configureApi, errorMessage, request } from './api/client';
export { forgetPrimedFailures, forgetPrimedReads, mapKnown, primeReads, read, type Known, type PrimedRead } from './api/primed-reads';
export { authApi, SESSION_PATH, type SessionReply } from './api/auth';
export { membersApi, profileApi } from './api/members';
export { highlightsApi } from './api/highlights';

export { LOGGED_OUT, isAdmin, type AuthState } from './bus/auth-state';
// busHost is the shell's side of the bus; ESLint keeps it out of the remotes.
export { auth$, bus, busHost, type AlertVariant, type ModalName } from './bus/bus';
export { useAuth } from './bus/hooks';

export { LAB } from './config/lab';
export { MANAGEMENT, PROJECTS, PROJECT_NAMES, projectFromSlug, projectPath, type ProjectName } from './config/projects';
export { POSITION_RANK } from './config/positions';
export { FROM_PROJECT_JOIN, SCROLL_SECTION_OFFSET, SITE_BAR_CLASS } from './config/layout';
export { DEFAULT_TILE_URL, configureRuntime, runtimeSettings } from './config/runtime';
export type { RemoteRoutesModule } from './routing/remote-contract';

export { AlumniToggle } from './components/AlumniToggle';
export { DateText } from './components/DateText';
export { useDateFormat } from './hooks/use-date-format';
export type { DateFormat } from './utils/dates-on-demand';
export { EmptyState } from './components/EmptyState';
export { FiltersToggle } from './components/FiltersToggle';
export { ErrorState } from './components/ErrorState';
export { LoadingState } from './components/LoadingState';
export { lazyComponent } from './components/lazy-component';
export { lazyPage } from './components/lazy-page';
export { remoteRoutes } from './routing/remote-routes';
export { lazyReady } from './components/lazy-ready';
export { MemberCard } from './components/MemberCard';
export { NotFoundPage } from './components/NotFoundPage';
export { PageNav } from './components/PageNav';
export { PageShell } from './components/PageShell';
export { PictureAfterPaint } from './components/PictureAfterPaint';
export { ProjectLogo } from './components/ProjectLogo';
export { IMAGE_UPLOAD, isImageFile, isSmallEnoughImage } from './config/images';
export { ATTACHMENT_UPLOAD } from './config/attachments';

export { useDocumentTitle } from './hooks/use-document-title';
export { useLoad, type LoadState } from './hooks/use-load';
export { useMediaQuery } from './hooks/use-media-query';
export { useObjectUrl } from './hooks/use-object-url';
export { toCsv } from './utils/csv';
export { downloadFile } from './utils/download-file';
export { membersOfProject, sortMembers } from './utils/sort-members';
export { firstRenderLoadsSettled, neededForFirstRender } from './utils/first-render-loads';
export { prefersReducedMotion, scrollBehavior, useReducedMotion } from './utils/reduced-motion';
