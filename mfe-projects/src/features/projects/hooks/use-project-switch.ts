import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { useReducedMotion } from 'shared-ui';
import { TIMINGS } from '../../../config/layout';

/** 'closing': the old project fades out; 'entering': the new one fades in. */
export type SwitchPhase = 'idle' | 'closing' | 'entering';

/**
 * Switching projects from the sidebar (spec section 4): a closing phase for the old project, then
 * the navigation and a fade-in, each TIMINGS.sidebarSwitch long. Choices made during the
 * transition are ignored. With reduced motion there is no transition: it navigates at once.
 * A navigation made another way during the closing phase (a link elsewhere, Back) cancels the
 * switch: the visitor's last choice wins.
 */
export function useProjectSwitch() {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<SwitchPhase>('idle');
  // A ref, not the state: two clicks in one render must not both start a switch.
  const busy = useRef(false);
  const timers = useRef<number[]>([]);
  // True from a choice until its own navigation: a location change meanwhile came another way.
  const closing = useRef(false);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (!closing.current) return;
    closing.current = false;
    busy.current = false;
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current.length = 0;
    setPhase('idle');
  }, [locationKey]);

  const switchTo = useCallback(
    (path: string): boolean => {
      if (busy.current) return false;
      const after = (ms: number, step: () => void) => timers.current.push(window.setTimeout(step, ms));
      if (reducedMotion) {
        navigate(path);
        return true;
      }
      busy.current = true;
      closing.current = true;
      setPhase('closing');
      after(TIMINGS.sidebarSwitch, () => {
        closing.current = false;
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
