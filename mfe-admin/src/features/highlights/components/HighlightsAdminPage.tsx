import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared-ui/router';
import { EmptyState, ErrorState, LoadingState, PageShell } from 'shared-ui';
import { paths } from '../../../config/paths';
import { useHighlights } from '../api/use-highlights';
import { useHighlightDeletion } from '../hooks/use-highlight-deletion';
import { noticeFrom, type HighlightNotice } from '../utils/notice';
import { DeleteHighlightDialog } from './DeleteHighlightDialog';
import { HighlightTable } from './HighlightTable';
import { NoticeAlert } from './NoticeAlert';

/** /admin/highlights: the lab's news, to post, edit and delete. */
export function HighlightsAdminPage() {
  const location = useLocation();
  const highlights = useHighlights();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<HighlightNotice | undefined>(() => noticeFrom(location.state));
  // The notice is read once: a reload or a return to this page must not repeat it.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const deletion = useHighlightDeletion((deleted, message) => {
    setNotice({ text: `${message}: "${deleted.title}".` });
    highlights.reload();
  });
  return (
    <PageShell title="Edit Highlights" lead="Lab news for the public Lab Highlights page; changes show there at once.">
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(undefined)} />}
      <Link to={paths.newHighlight} className="btn btn-primary mb-3">
        New highlight
      </Link>
      {highlights.status === 'loading' && <LoadingState label="Loading highlights..." />}
      {highlights.status === 'error' && (
        <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={highlights.reload} />
      )}
      {highlights.status === 'done' &&
        (highlights.data.length === 0 ? (
          <EmptyState title="No Lab Highlights Have Been Posted" />
        ) : (
          <HighlightTable highlights={highlights.data} onDelete={deletion.ask} />
        ))}
      <DeleteHighlightDialog
        highlight={deletion.pending}
        busy={deletion.busy}
        error={deletion.failure}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </PageShell>
  );
}
