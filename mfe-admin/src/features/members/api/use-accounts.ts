import { accountsApi, useLoad } from 'shared-ui';

/** Every account, with roles and status (GET /api/admin/users). */
export function useAccounts() {
  return useLoad(accountsApi.list);
}
