import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { errorMessage, type Member } from 'shared-ui';
import { CheckField, SelectField } from 'shared-ui/forms';
import { teamsApi } from '../api/teams';
import { TEAM_POSITIONS, TEAM_PROJECTS } from '../../../config/team-options';
import { fullName, memberEditSchema, memberEditValues, updatedMember } from './member-edit-schema';

interface MemberEditPanelProps {
  member: Member;
  onSaved: (saved: Member) => void;
  onCancel: () => void;
}

/** Changes a member's listed position and project and their alumni flag (PUT /api/teams). */
export function MemberEditPanel({ member, onSaved, onCancel }: MemberEditPanelProps) {
  const [failure, setFailure] = useState<string>();
  const name = fullName(member);
  return (
    <Formik
      initialValues={memberEditValues(member)}
      validationSchema={memberEditSchema}
      onSubmit={async (values) => {
        setFailure(undefined);
        try {
          onSaved(await teamsApi.update(updatedMember(member, values)));
        } catch (error) {
          setFailure(`The changes to ${name} could not be saved: ${errorMessage(error)}`);
        }
      }}
    >
      {({ isSubmitting, resetForm }) => (
        <Form noValidate aria-label={`Edit ${name}`} className="p-3 bg-body-tertiary rounded">
          <div className="row g-3">
            <div className="col-md-5">
              <SelectField name="position" label="Position" placeholder="Choose a position" options={TEAM_POSITIONS} />
            </div>
            <div className="col-md-4">
              <SelectField name="project" label="Project" placeholder="Choose a project" options={TEAM_PROJECTS} />
            </div>
            <div className="col-md-3 d-flex align-items-center">
              <CheckField name="isAlumni" label="Alumni (Non-Active Member)" />
            </div>
          </div>
          {failure && <Alert variant="danger">{failure}</Alert>}
          <div className="d-flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save'}
            </Button>
            <Button
              variant="outline-secondary"
              disabled={isSubmitting}
              onClick={() => {
                resetForm();
                setFailure(undefined);
                onCancel();
              }}
            >
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
