import { Button } from 'shared-ui/bootstrap';
import { EmptyState, PageShell } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { usePublicationFilter } from '../hooks/use-publication-filter';
import { ALL_PUBLICATIONS, filterPublications, groupByYear } from '../utils/publication-list';
import { PublicationFilters } from './PublicationFilters';
import { PublicationItem } from './PublicationItem';

/** Every project's publications, newest first, by year, with filters and citations to copy. */
export function PublicationsPage() {
  const [filter, setFilter] = usePublicationFilter();
  const shown = filterPublications(ALL_PUBLICATIONS, filter);
  return (
    <PageShell
      title={PAGE_HEADS['/publications'].title}
      description={PAGE_HEADS['/publications'].description}
      lead="Papers from our seven projects, newest first."
    >
      <PublicationFilters filter={filter} onChange={setFilter} />
      <p role="status" className="text-body-secondary">
        {shown.length === 1 ? '1 publication' : `${shown.length} publications`}
      </p>
      {shown.length === 0 ? (
        <>
          <EmptyState title="No publications match these filters." />
          <Button variant="link" className="px-0" onClick={() => setFilter({ project: undefined, year: undefined })}>
            Show all publications
          </Button>
        </>
      ) : (
        groupByYear(shown).map((group) => (
          <section key={group.year} aria-labelledby={`publications-${group.year}`}>
            <h2 id={`publications-${group.year}`} className="h4 border-bottom pb-1 mb-3">
              {group.year}
            </h2>
            <ul className="list-unstyled">
              {group.publications.map((publication) => (
                <PublicationItem key={publication.link} publication={publication} />
              ))}
            </ul>
          </section>
        ))
      )}
    </PageShell>
  );
}
