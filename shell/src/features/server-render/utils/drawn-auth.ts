import { SESSION_PATH, type PrimedRead, type SessionReply } from 'shared-ui';
import authReducer, { sessionChecked, type ShellAuthState } from '../../../state/authSlice';

/**
 * Whom a drawn page was drawn for: the member whose session the server read for it (a page drawn
 * for a member carries that answer among its reads), or a visitor. The server draws with it and
 * the browser hydrates from it, so both first renders agree; the session check that follows in
 * the browser confirms it.
 */
export function drawnAuth(reads: Record<string, PrimedRead>): ShellAuthState {
  const session = reads[SESSION_PATH];
  const data = session && session.status === 200 ? ((session.body as SessionReply | null)?.data ?? null) : null;
  return authReducer(undefined, sessionChecked(data));
}
