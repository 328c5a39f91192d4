import moment from 'moment';
import { formatDate } from 'shared-ui/dates';

/**
 * When something happened: the site's date format and the time of day, as tokens, reset links
 * and audit entries can change several times a day. 'Never' for no time.
 */
export function DateTime({ value }: { value: string | null }) {
  if (!value) return <>Never</>;
  return (
    <time dateTime={value}>
      {formatDate(value)}, {moment(value).format('HH:mm')}
    </time>
  );
}
