import type { RemoteRoutes } from 'shared-ui/route-manifest';

/**
 * The members' own pages: the resource library and the profile, behind a login; and the page of a
 * password reset link. Each comes in a chunk of its own, preloaded with it, so that a page loads
 * only what it draws: the library's forms open in dialogs fetched when wanted (ResourceModals), so
 * it is hydrated without Formik and Yup; the profile's and the reset's forms without moment.
 */
const routes: RemoteRoutes = {
  schemaVersion: 1,
  remote: 'mfe_members',
  area: 'members area',
  routes: [
    {
      path: '/resources',
      guard: 'member',
      head: { title: 'Lab Resources' },
      reads: ['/api/resources', '/api/resources/categories'],
      layout: 'resources',
      lazy: true,
      page: () => import(/* webpackChunkName: "page-resources" */ './features/resources/components/ResourcesPage').then((m) => m.ResourcesPage),
    },
    {
      path: '/resources/:resourceId',
      guard: 'member',
      head: { title: 'Resource' },
      reads: ['/api/resources/:resourceId', '/api/resources/:resourceId/attachments'],
      layout: 'resources',
      lazy: true,
      page: () => import(/* webpackChunkName: "page-resources-resourceId" */ './features/resources/components/ResourceDetailPage').then((m) => m.ResourceDetailPage),
    },
    {
      path: '/editprofile',
      guard: 'member',
      head: { title: 'Profile' },
      reads: ['/api/users/updateUser/:me'],
      lazy: true,
      page: () => import(/* webpackChunkName: "page-editprofile" */ './features/profile/components/ProfilePage').then((m) => m.ProfilePage),
    },
    // Opened from a one-time link an admin gives: anyone may, and no crawler should list it.
    // Nothing on it asks for a session.
    {
      path: '/reset-password',
      guard: 'public',
      head: { title: 'Set a new password', description: 'Set a new password for your lab account with a one-time reset link.' },
      noindex: true,
      lazy: true,
      page: () => import(/* webpackChunkName: "page-reset-password" */ './features/password-reset/components/ResetPasswordPage').then((m) => m.ResetPasswordPage),
    },
  ],
  layouts: {
    resources: () => import(/* webpackMode: "eager" */ './features/resources/components/ResourcesLayout').then((m) => m.ResourcesLayout),
  },
  menus: [
    { menu: 'account', label: 'View Profile', to: '/editprofile', order: 10 },
    { menu: 'account', label: 'Resources', to: '/resources', order: 20 },
  ],
};

export default routes;
