import { useId, useRef } from 'react';
import { Button } from 'shared-ui/bootstrap';
import type { Member } from 'shared-ui';
import { fullName } from './member-edit-schema';
import { MemberEditPanel } from './MemberEditPanel';

const COLUMNS = 6;

interface TeamMemberRowProps {
  member: Member;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onSaved: (saved: Member) => void;
}

/** A member of the list: id, name, first position's position and project, alumni flag; and their edit panel. */
export function TeamMemberRow({ member, editing, onEdit, onClose, onSaved }: TeamMemberRowProps) {
  const panelId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const name = fullName(member);
  const first = member.positions[0];
  return (
    <>
      <tr>
        <td>
          <code>{member._id}</code>
        </td>
        <td>{name}</td>
        <td>{first?.position}</td>
        <td>{first?.project}</td>
        <td>{member.isAlumni ? 'Yes' : 'No'}</td>
        <td className="text-end">
          <Button
            ref={editButton}
            size="sm"
            variant={editing ? 'secondary' : 'outline-secondary'}
            aria-expanded={editing}
            aria-controls={editing ? panelId : undefined}
            onClick={editing ? onClose : onEdit}
          >
            Edit<span className="visually-hidden"> {name}</span>
          </Button>
        </td>
      </tr>
      {editing && (
        <tr id={panelId}>
          <td colSpan={COLUMNS}>
            <MemberEditPanel
              member={member}
              onSaved={onSaved}
              onCancel={() => {
                onClose();
                // Back to where the keyboard user was, now that the panel is gone.
                editButton.current?.focus();
              }}
            />
          </td>
        </tr>
      )}
    </>
  );
}
