import { useState } from 'react';
import { errorMessage } from 'shared-ui';

interface ConfirmedActionOptions<T, R> {
  /** The call, made once the admin confirms. */
  run: (subject: T) => Promise<R>;
  /** After the call succeeded: the notice, the reload. */
  onDone: (subject: T, result: R) => void;
  /** What the dialog says when the call fails: the server's own sentence unless a feature says more. */
  failureText?: (error: unknown, subject: T) => string;
}

/** What a confirmation dialog is drawn from, and how a page asks. */
export interface ConfirmedAction<T> {
  /** What the admin is asked about; undefined once there is nothing to confirm. */
  pending?: T;
  busy: boolean;
  failure?: string;
  ask: (subject: T) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
}

/**
 * A change made only after the admin confirms it: the subject asked about, progress, and why the
 * call failed. Success closes the question and reports; a failure keeps it open to try again.
 */
export function useConfirmedAction<T, R>({
  run,
  onDone,
  failureText = errorMessage,
}: ConfirmedActionOptions<T, R>): ConfirmedAction<T> {
  const [pending, setPending] = useState<T>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (pending === undefined) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await run(pending);
      setPending(undefined);
      onDone(pending, result);
    } catch (error) {
      setFailure(failureText(error, pending));
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    failure,
    ask: (subject: T) => {
      setPending(subject);
      setFailure(undefined);
    },
    confirm,
    cancel: () => setPending(undefined),
  };
}
