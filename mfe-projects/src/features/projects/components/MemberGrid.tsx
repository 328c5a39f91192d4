import { Col, Row } from 'shared-ui/bootstrap';
import { MemberCard, type Member } from 'shared-ui';

/** Member cards in a responsive grid, in the order given, each showing its position in `project`. */
export function MemberGrid({ members, project }: { members: Member[]; project: string }) {
  return (
    <Row as="ul" xs={1} sm={2} lg={3} className="g-3 list-unstyled mb-3">
      {members.map((member) => (
        <Col as="li" key={member._id}>
          <MemberCard member={member} project={project} />
        </Col>
      ))}
    </Row>
  );
}
