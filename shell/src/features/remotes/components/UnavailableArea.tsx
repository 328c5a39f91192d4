import { AreaError } from './AreaError';
import { reloadPage } from '../utils/page-preloads';
import './remote-slot.css';

/**
 * The area of a remote the server could not vouch for (its manifest unreadable or refused): the
 * same error as a remote that fails to load. Retry asks the server again, with a new page.
 */
export function UnavailableArea({ area }: { area: string }) {
  return (
    <div className="remote-area">
      <AreaError area={area} onRetry={reloadPage} />
    </div>
  );
}
