import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { TIMINGS } from '../config/layout';
import { useAppDispatch } from '../state/hooks';
import type { RootState } from '../state/store';
import { alertShown } from '../state/uiSlice';
import { logOut } from '../state/auth-actions';
import { selectAuth } from '../state/authSlice';

/**
 * Logging out: 'SUCCESSFULLY LOGGED OUT' shows for 1.5 s, then the session ends. Ignored while a
 * login runs, and while a logout is already on its way.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  // Read at call time, so the callback stays the same and the bus bridge is not reconnected.
  const store = useStore<RootState>();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  return useCallback(() => {
    if (pending.current || selectAuth(store.getState()).isLoggingIn) return;
    dispatch(alertShown('SUCCESSFULLY LOGGED OUT', 'success'));
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void logOut(dispatch);
    }, TIMINGS.logoutNotice);
  }, [dispatch, store]);
}
