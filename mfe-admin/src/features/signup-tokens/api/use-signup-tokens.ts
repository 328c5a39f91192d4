import { signupTokensApi } from 'shared-ui';
import { useLoad } from 'shared-ui';

/** The sign-up tokens, without their secrets (GET /api/signup-tokens). */
export function useSignupTokens() {
  return useLoad(signupTokensApi.list);
}
