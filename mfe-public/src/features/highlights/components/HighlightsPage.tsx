import { Col, Row } from 'shared-ui/bootstrap';
import { EmptyState, errorMessage, ErrorState, LoadingState, PageShell, type Highlight } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { useHighlights } from '../api/use-highlights';
import { HighlightCard } from './HighlightCard';

function HighlightList({ highlights }: { highlights: Highlight[] }) {
  if (highlights.length === 0) return <EmptyState title="No Lab Highlights Have Been Posted" />;
  const [featured, ...rest] = highlights;
  return (
    <>
      <HighlightCard highlight={featured} featured />
      {rest.length > 0 && (
        <section aria-labelledby="more-highlights">
          <h2 id="more-highlights" className="h4 mb-3">
            More Highlights
          </h2>
          <Row as="ul" xs={1} md={2} lg={3} className="g-4 list-unstyled">
            {rest.map((highlight) => (
              <Col as="li" key={highlight._id}>
                <HighlightCard highlight={highlight} />
              </Col>
            ))}
          </Row>
        </section>
      )}
    </>
  );
}

export function HighlightsPage() {
  const highlights = useHighlights();
  return (
    <PageShell
      title={PAGE_HEADS['/lab_highlights'].title}
      description={PAGE_HEADS['/lab_highlights'].description}
    >
      {highlights.status === 'loading' && <LoadingState />}
      {highlights.status === 'error' && <ErrorState message={errorMessage(highlights.error)} />}
      {highlights.status === 'done' && <HighlightList highlights={highlights.data} />}
    </PageShell>
  );
}
