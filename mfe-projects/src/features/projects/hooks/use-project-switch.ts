import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { TIMINGS } from 'shared-ui';
import { useReducedMotion } from './use-reduced-motion';

/** 'closing': the old project fades out; 'entering': the new one fades in. */
export type SwitchPhase = 'idle' | 'closing' | 'entering';

/**
 * Switching projects from the sidebar (spec section 4): a closing phase for the old project, then
 * the navigation and a fade-in, each TIMINGS.sidebarSwitch long. Choices made during the
 * transition are ignored. With reduced motion there is no transition: it navigates at once.
 */
export function useProjectSwitch() {
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<SwitchPhase>('idle');
  // A ref, not the state: two clicks in one render must not both start a switch.
  const busy = useRef(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const switchTo = useCallback(
    (path: string): boolean => {
      if (busy.current) return false;
      const after = (ms: number, step: () => void) => timers.current.push(window.setTimeout(step, ms));
      if (reducedMotion) {
        navigate(path);
        return true;
      }
      busy.current = true;
      setPhase('closing');
      after(TIMINGS.sidebarSwitch, () => {
        navigate(path);
        setPhase('entering');
        after(TIMINGS.sidebarSwitch, () => {
          busy.current = false;
          setPhase('idle');
        });
      });
      return true;
    },
    [navigate, reducedMotion],
  );

  return { phase, switchTo };
}
