import { Container } from 'shared-ui/bootstrap';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

/** A page: its title and description (also the document's), an optional sidebar, and the content. */
export function PageShell(props: {
  title: string;
  description?: string;
  sidebar?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(props.title, props.description);
  const content = (
    <>
      <h1 className="mb-3">{props.title}</h1>
      {props.lead && <div className="lead mb-4">{props.lead}</div>}
      {props.children}
    </>
  );
  return (
    <Container className="py-4">
      {props.sidebar ? (
        <div className="page-with-sidebar">
          <aside className="page-with-sidebar__side">{props.sidebar}</aside>
          <div className="page-with-sidebar__main">{content}</div>
        </div>
      ) : (
        content
      )}
    </Container>
  );
}
