import { useRef, useState } from 'react';
import { errorMessage } from 'shared-ui';

export type SecretState<S> = { status: 'creating' } | { status: 'created'; secret: S } | { status: 'failed'; message: string };

/** What a secret's dialog is drawn from: whom it is for, whether it is open, and the secret. */
export interface SecretOnce<T, S> {
  target?: T;
  open: boolean;
  state?: SecretState<S>;
  create: (target: T) => Promise<void>;
  close: () => void;
  /** Once the dialog has faded out: the secret is gone for good. */
  forget: () => void;
}

/**
 * Making a secret for `target` (a token, a reset link) that is shown once: it is kept only in this
 * state and forgotten once its dialog has closed, as the server keeps only its hash. `onMade` runs
 * even when the secret is dropped, since what it unlocks exists all the same.
 */
export function useSecretOnce<T, S>(make: (target: T) => Promise<S>, onMade?: () => void): SecretOnce<T, S> {
  const [target, setTarget] = useState<T>();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SecretState<S>>();
  // Which request the dialog waits for: a secret arriving after the admin closed it is dropped.
  const latest = useRef(0);

  const create = async (next: T) => {
    const request = ++latest.current;
    setTarget(next);
    setOpen(true);
    setState({ status: 'creating' });
    try {
      const secret = await make(next);
      onMade?.();
      if (request === latest.current) setState({ status: 'created', secret });
    } catch (error) {
      if (request === latest.current) setState({ status: 'failed', message: errorMessage(error) });
    }
  };

  return {
    target,
    open,
    state,
    create,
    close: () => {
      latest.current += 1;
      setOpen(false);
    },
    forget: () => {
      setTarget(undefined);
      setState(undefined);
    },
  };
}
