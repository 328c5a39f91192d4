import Table from 'react-bootstrap/Table';
import { EmptyState, LoadingState } from 'shared-ui';
import { useTeamMembers } from '../api/use-team-members';

/** The alumni or the active members of a project: id, name, first position, alumni flag. */
export function TeamMemberTable({ project, isAlumni }: { project: string; isAlumni: boolean }) {
  const members = useTeamMembers(project, isAlumni);
  if (members.status === 'loading') return <LoadingState label="Loading team members..." />;
  const list = members.status === 'done' ? members.data : [];
  if (list.length === 0) {
    return <EmptyState title="No members found">No team members found for this project.</EmptyState>;
  }
  return (
    <Table responsive striped size="sm" className="mb-0">
      <caption className="visually-hidden">
        {isAlumni ? 'Alumni' : 'Active members'} of {project}
      </caption>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">Name</th>
          <th scope="col">Position</th>
          <th scope="col">Project</th>
          <th scope="col">Alumni</th>
        </tr>
      </thead>
      <tbody>
        {list.map((member) => (
          <tr key={member._id}>
            <td>
              <code>{member._id}</code>
            </td>
            <td>
              {member.name.firstname} {member.name.lastname}
            </td>
            <td>{member.positions[0]?.position}</td>
            <td>{member.positions[0]?.project}</td>
            <td>{member.isAlumni ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
