import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared-ui/router';
import { EmptyState, PageShell } from 'shared-ui';
import { Loaded } from '../../../components/Loaded';
import { paths } from '../../../config/paths';
import { useHighlights } from '../api/use-highlights';
import { useHighlightDeletion } from '../api/use-highlight-deletion';
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
      <Loaded load={highlights} loading="Loading highlights...">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No Lab Highlights Have Been Posted" />
          ) : (
            <HighlightTable highlights={list} onDelete={deletion.ask} />
          )
        }
      </Loaded>
      <DeleteHighlightDialog action={deletion} />
    </PageShell>
  );
}
