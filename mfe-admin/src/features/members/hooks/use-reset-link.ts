import { useRef, useState } from 'react';
import { accountsApi, errorMessage, type AccountSummary, type ResetLink } from 'shared-ui';

export type ResetLinkState =
  | { status: 'creating' }
  | { status: 'created'; link: ResetLink }
  | { status: 'failed'; message: string };

/**
 * Creating a one-time reset link for an account. The link is kept only in this state and
 * forgotten once the dialog has closed, so it is shown once: the server keeps only its hash.
 */
export function useResetLink() {
  const [account, setAccount] = useState<AccountSummary>();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ResetLinkState>();
  // Which request the dialog waits for: an answer for one the admin closed is dropped.
  const latest = useRef(0);

  const create = async (target: AccountSummary) => {
    const request = ++latest.current;
    setAccount(target);
    setOpen(true);
    setState({ status: 'creating' });
    try {
      const link = await accountsApi.createResetLink(target._id);
      if (request === latest.current) setState({ status: 'created', link });
    } catch (error) {
      if (request === latest.current) setState({ status: 'failed', message: errorMessage(error) });
    }
  };

  return {
    account,
    open,
    state,
    create,
    close: () => {
      latest.current += 1;
      setOpen(false);
    },
    /** Once the dialog has faded out: the link is gone for good. */
    forget: () => {
      setAccount(undefined);
      setState(undefined);
    },
  };
}
