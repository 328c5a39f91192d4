import { Container } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { useDocumentTitle } from '../hooks/use-document-title';

/** The error page: /errorPage, unknown paths, and pages the visitor may not see. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container className="py-5 text-center not-found">
      <h1 className="display-4">404 Error</h1>
      <p className="lead">Hmm... We can&apos;t seem to find this page.</p>
      <Link to="/" className="btn btn-primary btn-lg">
        Take me home!
      </Link>
    </Container>
  );
}
