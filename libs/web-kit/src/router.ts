// The one door to react-router for the front ends. Module Federation cannot tree-shake a shared
// package (any remote might use any export), and react-router 8 is 205 KB whole; shared through this
// module instead, every app gets the shell's single router (one context) with only what we use.
// Add a name here when a front end needs it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps } from 'react-router';
