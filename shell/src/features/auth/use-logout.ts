import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { logOut } from './auth-actions';

export function useLogout() {
  const dispatch = useAppDispatch();
  return useCallback(() => void logOut(dispatch), [dispatch]);
}
