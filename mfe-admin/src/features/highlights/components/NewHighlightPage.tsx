import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { highlightsApi, PageShell } from 'shared-ui';
import { paths } from '../../../config/paths';
import { emptyHighlightValues } from './highlight-schema';
import { highlightFormData } from '../utils/highlight-form-data';
import type { HighlightNotice } from '../utils/notice';
import { HighlightForm } from './HighlightForm';

/** /admin/highlights/new: posts a highlight, then goes back to the list. */
export function NewHighlightPage() {
  const navigate = useNavigate();
  const [initialValues] = useState(emptyHighlightValues);
  return (
    <PageShell title="New Highlight">
      <HighlightForm
        initialValues={initialValues}
        currentImage={null}
        submitLabel="Post highlight"
        busyLabel="Posting..."
        onSubmit={async (values) => {
          const posted = await highlightsApi.create(highlightFormData(values));
          const notice: HighlightNotice = { text: `Posted "${posted.title}".`, highlightId: posted._id };
          navigate(paths.highlights, { state: { notice } });
        }}
      />
    </PageShell>
  );
}
