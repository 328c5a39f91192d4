import { accountsApi, type AccountSummary } from './accounts';
import { useSecretOnce } from '../../../hooks/use-secret-once';

/** Creating a one-time password reset link for an account, shown once. */
export function useResetLink() {
  return useSecretOnce((account: AccountSummary) => accountsApi.createResetLink(account._id));
}
