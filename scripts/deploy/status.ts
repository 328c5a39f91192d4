import { get, type Answer } from './portal-request';
import type { Target } from './activate';

/** A version as the portal's status lists it; `health` once the portal counts it. */
export interface StatusVersion {
  version: number;
  createdAt: string | null;
  by: string | null;
  git: { commit: string | null; branch: string | null; author: string | null; dirty: boolean | null } | null;
  state: string;
  sha256: string | null;
  health?: { pageLoads?: unknown; failureRate?: unknown } | null;
}

/** GET /api/remotes/{name}/status, as far as the command reads it. */
export interface RemoteStatus {
  activeVersion: number;
  rollout: { version: number; percent: number; startedBy: string; startedAt: string } | null;
  /** Newest first. */
  versions: StatusVersion[];
  automaticRollbacks: { at: string; from: number | null; to: number }[];
  refusals: { at: string; by: string; problems: string[] }[];
  limits: { bundleBytes: number; unpackedBytes: number; files: number; nameLength: number };
}

/**
 * The remote's status with the token: the command's first call, which shows a wrong token or
 * portal before any archive is sent.
 */
export function readStatus({ portal, remote, token }: Target): Promise<Answer> {
  return get(`${portal}/api/remotes/${encodeURIComponent(remote)}/status`, { authorization: `Bearer ${token}` });
}

/** The status in the answer, when the portal gave one. */
export function statusOf(answer: Answer): RemoteStatus | undefined {
  const data = (answer.body as { data?: Partial<RemoteStatus> } | undefined)?.data;
  return answer.status === 200 && typeof data?.activeVersion === 'number' && Array.isArray(data.versions) ? (data as RemoteStatus) : undefined;
}
