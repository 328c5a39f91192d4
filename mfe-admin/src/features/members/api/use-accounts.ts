import { useLoad } from 'shared-ui';
import { accountsApi } from './accounts';

/** Every account, with roles and status (GET /api/admin/users). */
export function useAccounts() {
  return useLoad(accountsApi.list);
}
