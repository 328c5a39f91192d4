import { PageShell } from 'shared-ui';

export function HomePage() {
  return <PageShell title="Home">Home</PageShell>;
}
