import { useLoad } from 'shared-ui';
import { signupTokensApi } from './signup-tokens';

/** The sign-up tokens, without their secrets (GET /api/signup-tokens). */
export function useSignupTokens() {
  return useLoad(signupTokensApi.list);
}
