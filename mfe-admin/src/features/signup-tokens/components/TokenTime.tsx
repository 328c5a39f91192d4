import moment from 'moment';
import { formatDate } from 'shared-ui/dates';

/** When a token was made or used: the site's date format, and the time of day (tokens can change within a day). */
export function TokenTime({ value }: { value: string | null }) {
  if (!value) return <>Never</>;
  return (
    <time dateTime={value}>
      {formatDate(value)}, {moment(value).format('HH:mm')}
    </time>
  );
}
