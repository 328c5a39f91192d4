import type { RemoteRoutes } from 'shared-ui/route-manifest';

/**
 * The timeline of lab activity, for members; a visitor asking for the entry form goes home (spec
 * section 2). The entry form's Formik fields, Yup schema and date selects are fetched apart, named
 * for their routes (pageChunkName), so they stay out of the timeline's first load.
 */
const routes: RemoteRoutes = {
  schemaVersion: 1,
  remote: 'mfe_timeline',
  area: 'timeline',
  routes: [
    {
      path: '/timeline',
      guard: 'member',
      head: { title: 'Timeline' },
      reads: ['/api/snapshots', '/api/snapshots/filters'],
      page: () => import(/* webpackMode: "eager" */ './app/TimelineWithCalendar').then((m) => m.TimelineWithCalendar),
    },
    {
      path: '/timeline/add',
      guard: 'member',
      redirect: '/',
      head: { title: 'Add Timeline Entry' },
      lazy: true,
      page: () => import(/* webpackChunkName: "page-timeline-add" */ './features/entry/components/AddEntryPage').then((m) => m.AddEntryPage),
    },
    {
      path: '/timeline/edit/:timelineId',
      guard: 'member',
      head: { title: 'Edit Timeline Entry' },
      reads: ['/api/snapshots/:timelineId'],
      lazy: true,
      page: () => import(/* webpackChunkName: "page-timeline-edit-timelineId" */ './features/entry/components/EditEntryPage').then((m) => m.EditEntryPage),
    },
  ],
  menus: [{ menu: 'account', label: 'Timeline', to: '/timeline', order: 30 }],
};

export default routes;
