import { useMemo } from 'react';
import { useNavigate, useParams } from 'shared-ui/router';
import { errorMessage, ErrorState, highlightsApi, LoadingState, PageShell } from 'shared-ui';
import { paths } from '../../../config/paths';
import { useHighlight } from '../api/use-highlight';
import { highlightValues } from './highlight-schema';
import { highlightFormData } from '../utils/highlight-form-data';
import type { HighlightNotice } from '../utils/notice';
import { HighlightForm } from './HighlightForm';

/** /admin/highlights/{id}/edit: changes a highlight, then goes back to the list. */
export function EditHighlightPage() {
  const { highlightId = '' } = useParams();
  const navigate = useNavigate();
  const highlight = useHighlight(highlightId);
  const loaded = highlight.status === 'done' ? highlight.data : undefined;
  const initialValues = useMemo(() => (loaded ? highlightValues(loaded) : undefined), [loaded]);
  return (
    <PageShell title="Edit Highlight">
      {highlight.status === 'loading' && <LoadingState label="Loading the highlight..." />}
      {highlight.status === 'error' && <ErrorState message={errorMessage(highlight.error)} onRetry={highlight.reload} />}
      {loaded && initialValues && (
        <HighlightForm
          initialValues={initialValues}
          currentImage={loaded.image}
          submitLabel="Save changes"
          busyLabel="Saving..."
          onSubmit={async (values) => {
            const saved = await highlightsApi.update(loaded._id, highlightFormData(values));
            const notice: HighlightNotice = { text: `Saved "${saved.title}".`, highlightId: saved._id };
            navigate(paths.highlights, { state: { notice } });
          }}
        />
      )}
    </PageShell>
  );
}
