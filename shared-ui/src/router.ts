// The router of every app, through this one module: module federation shares it as a singleton
// (one router context in the page) and, unlike sharing react-router whole, the build keeps only
// what is named here (react-router is 59 KB gzip whole; see docs/architecture.md).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
