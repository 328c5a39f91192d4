import { Link } from 'shared-ui/router';
import { SuccessNotice } from '../../../components/SuccessNotice';
import { paths } from '../../../config/paths';
import type { HighlightNotice } from '../utils/notice';

/** The outcome of the last change, with a link to the public page it is on now. */
export function NoticeAlert({ notice, onClose }: { notice: HighlightNotice; onClose: () => void }) {
  return (
    <SuccessNotice onClose={onClose}>
      {notice.text}{' '}
      {notice.highlightId && <Link to={paths.publicHighlight(notice.highlightId)}>View it on Lab Highlights</Link>}
    </SuccessNotice>
  );
}
