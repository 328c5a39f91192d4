import { Card } from 'shared-ui/bootstrap';
import type { Member } from '../api/types';
import { apiUrl } from '../api/client';
import { PictureAfterPaint } from './PictureAfterPaint';

function initials(member: Member): string {
  return `${member.name.firstname.charAt(0)}${member.name.lastname.charAt(0)}`.toUpperCase();
}

/** A member's name, picture and position (in `project` when given). */
export function MemberCard({ member, project }: { member: Member; project?: string }) {
  const wanted = project?.toLowerCase();
  const position = member.positions.find((p) => !wanted || p.project.toLowerCase() === wanted) ?? member.positions[0];
  const fullName = `${member.name.firstname} ${member.name.lastname}`;
  return (
    <Card className="h-100 member-card">
      <Card.Body className="d-flex align-items-center gap-3">
        {member.profilePic ? (
          // Cards come in lists, mostly below the fold: their pictures wait until the visitor nears
          // them. The first are in view on a phone, and none is the page's largest: they wait for the
          // app too (PictureAfterPaint).
          <PictureAfterPaint ratio="1 / 1" className="member-card__picture-frame">
            <img src={apiUrl(member.profilePic)} alt="" width={56} height={56} loading="lazy" className="rounded-circle member-card__picture" />
          </PictureAfterPaint>
        ) : (
          <span className="rounded-circle member-card__initials" aria-hidden="true">
            {initials(member)}
          </span>
        )}
        <div>
          <Card.Title as="h3" className="h6 mb-1">
            {fullName}
          </Card.Title>
          {position && <Card.Text className="mb-0 text-body-secondary">{position.position}</Card.Text>}
        </div>
      </Card.Body>
    </Card>
  );
}
