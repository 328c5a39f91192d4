import { Formik, Form as FormikForm } from 'formik';
import { useId, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { TextField } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { Alert } from 'shared-ui/alerts';
import type { Rollout } from '../api/use-rollout';
import { LoadedDiff } from './LoadedDiff';
import { OTHER_SHARE, ROLLOUT_INITIAL, rolloutPercent, rolloutSchema } from './rollout-schema';
import { ShareField } from './ShareField';

/**
 * Approves a version for a share of visitors: the share, and what the version changes against
 * the active one, before it reaches anyone.
 */
export function RolloutDialog({ rollout }: { rollout: Rollout }) {
  const titleId = useId();
  // The last version asked about, so the dialog keeps its text while it fades out.
  const [shown, setShown] = useState(rollout.pending);
  if (rollout.pending !== undefined && rollout.pending !== shown) setShown(rollout.pending);
  return (
    <Modal show={rollout.pending !== undefined} onHide={rollout.cancel} centered size="lg" aria-labelledby={titleId}>
      {shown && (
        <Formik initialValues={ROLLOUT_INITIAL} validationSchema={rolloutSchema} onSubmit={(values) => rollout.start(rolloutPercent(values))}>
          {({ values, isSubmitting }) => (
            <FormikForm noValidate>
              <Modal.Header closeButton>
                <Modal.Title id={titleId}>
                  Roll out version {shown.version} of {shown.remote}?
                </Modal.Title>
              </Modal.Header>
              <Modal.Body>
                <p>
                  That share of visitors gets version {shown.version} from their next page load; the others keep the active version. If it fails
                  too often, the site goes back to the active version by itself.
                </p>
                <ShareField />
                {values.share === OTHER_SHARE && <TextField name="percent" label="Share of visitors, in %" help="A whole number from 1 to 99." required />}
                <LoadedDiff remote={shown.remote} version={shown.version} approving />
                {rollout.failure && (
                  <Alert variant="danger" className="mt-3 mb-0">
                    {rollout.failure}
                  </Alert>
                )}
              </Modal.Body>
              <Modal.Footer>
                <Button variant="secondary" onClick={rollout.cancel} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Rolling out...' : 'Roll out'}
                </Button>
              </Modal.Footer>
            </FormikForm>
          )}
        </Formik>
      )}
    </Modal>
  );
}
