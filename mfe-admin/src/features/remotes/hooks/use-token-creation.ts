import { useRef, useState } from 'react';
import { deployTokensApi, errorMessage, type NewDeployToken } from 'shared-ui';

export type TokenCreationState =
  | { status: 'creating' }
  | { status: 'created'; token: NewDeployToken }
  | { status: 'failed'; message: string };

/**
 * Creating a deploy token for a remote. Its secret is kept only in this state and forgotten once
 * the dialog has closed, so it is shown once: the server keeps only its hash.
 */
export function useTokenCreation(remote: string, onCreated: () => void) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<TokenCreationState>();
  // Which request the dialog waits for: a secret arriving after the admin closed it is dropped.
  const latest = useRef(0);

  const create = async () => {
    const request = ++latest.current;
    setOpen(true);
    setState({ status: 'creating' });
    try {
      const token = await deployTokensApi.create(remote);
      // The token exists even when its secret is dropped, so the list shows it (to revoke).
      onCreated();
      if (request === latest.current) setState({ status: 'created', token });
    } catch (error) {
      if (request === latest.current) setState({ status: 'failed', message: errorMessage(error) });
    }
  };

  return {
    open,
    state,
    create,
    close: () => {
      latest.current += 1;
      setOpen(false);
    },
    /** Once the dialog has faded out: the secret is gone for good. */
    forget: () => setState(undefined),
  };
}
