import { Col, Row } from 'shared-ui/bootstrap';
import { MemberCard, type Member } from 'shared-ui';

/** Members in two columns (one on small screens), as cards showing their position in `project`. */
export function MemberGrid({ members, project }: { members: Member[]; project: string }) {
  return (
    <Row as="ul" xs={1} md={2} className="g-3 list-unstyled mb-4">
      {members.map((member) => (
        <Col as="li" key={member._id}>
          <MemberCard member={member} project={project} />
        </Col>
      ))}
    </Row>
  );
}
