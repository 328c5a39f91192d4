import { useState } from 'react';
import { remotesApi } from './remotes';
import { refusalText } from '../utils/refusal-text';
import type { VersionOf } from './use-preview-link';

/** What the rollout dialog is drawn from: the version asked about, and why the last try failed. */
export interface Rollout {
  pending?: VersionOf;
  failure?: string;
  ask: (subject: VersionOf) => void;
  cancel: () => void;
  /** Starts the rollout; a refusal stays in `failure`, with every problem the server names. */
  start: (percent: number) => Promise<void>;
}

/** Rolling a version out to a share of visitors (POST /api/remotes/{name}/rollout); `onStarted` gets the notice. */
export function useRollout(onStarted: (notice: string) => void): Rollout {
  const [pending, setPending] = useState<VersionOf>();
  const [failure, setFailure] = useState<string>();
  return {
    pending,
    failure,
    ask: (subject) => {
      setPending(subject);
      setFailure(undefined);
    },
    cancel: () => setPending(undefined),
    start: async (percent) => {
      if (!pending) return;
      setFailure(undefined);
      try {
        const rollout = await remotesApi.rollout(pending.remote, pending.version, percent);
        setPending(undefined);
        onStarted(`Version ${rollout.version} of ${pending.remote} is rolling out to ${rollout.percent} % of visitors.`);
      } catch (error) {
        setFailure(refusalText(error));
      }
    },
  };
}
