import { useState } from 'react';
import { Table } from 'shared-ui/bootstrap';
import { EmptyState, LoadingState, type Member } from 'shared-ui';
import { TableHead } from '../../../components/TableHead';
import { useTeamMembers } from '../api/use-team-members';
import { useTeamSaves } from '../hooks/team-saves';
import { fullName } from './member-edit-schema';
import { TeamMemberRow } from './TeamMemberRow';

function savedNotice(member: Member): string {
  const first = member.positions[0];
  const where = first ? `${first.position}, ${first.project}` : 'no position';
  return `Saved ${fullName(member)}: ${where}, ${member.isAlumni ? 'alumni' : 'active member'}.`;
}

/** The alumni or the active members of a project, each with an edit panel (one open at a time). */
export function TeamMemberTable({ project, isAlumni }: { project: string; isAlumni: boolean }) {
  const members = useTeamMembers(project, isAlumni);
  const teamSaves = useTeamSaves();
  const [editing, setEditing] = useState<string>();
  const [notice, setNotice] = useState('');
  const list = members.status === 'done' ? members.data : [];
  return (
    <>
      {/* Announced when a save lands; the member may then leave this list. */}
      <p role="status" className={notice ? 'text-success fw-semibold' : 'visually-hidden'}>
        {notice}
      </p>
      {members.status === 'loading' ? (
        <LoadingState label="Loading team members..." />
      ) : list.length === 0 ? (
        <EmptyState title="No members found">No team members found for this project.</EmptyState>
      ) : (
        <Table responsive striped size="sm" className="mb-0 align-middle">
          <caption className="visually-hidden">
            {isAlumni ? 'Alumni' : 'Active members'} of {project}
          </caption>
          <TableHead columns={['ID', 'Name', 'Position', 'Project', 'Alumni']} actions />
          <tbody>
            {list.map((member) => (
              <TeamMemberRow
                key={member._id}
                member={member}
                editing={editing === member._id}
                onEdit={() => {
                  setEditing(member._id);
                  setNotice('');
                }}
                onClose={() => setEditing(undefined)}
                onSaved={(saved) => {
                  setEditing(undefined);
                  setNotice(savedNotice(saved));
                  // Every open list of the page, this one included, fetches again.
                  teamSaves.saved();
                }}
              />
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
