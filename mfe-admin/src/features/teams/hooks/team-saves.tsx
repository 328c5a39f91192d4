import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface TeamSaves {
  /** How many members have been saved on the page so far. */
  count: number;
  saved: () => void;
}

const TeamSavesContext = createContext<TeamSaves | null>(null);

/**
 * Counts the saves made in any team card of the page. A member can be listed in several cards
 * (one per project of their positions), so every open list fetches again after a save, not only
 * the list it was made in.
 */
export function TeamSavesProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const saved = useCallback(() => setCount((value) => value + 1), []);
  const value = useMemo(() => ({ count, saved }), [count, saved]);
  return <TeamSavesContext.Provider value={value}>{children}</TeamSavesContext.Provider>;
}

export function useTeamSaves(): TeamSaves {
  const saves = useContext(TeamSavesContext);
  if (!saves) throw new Error('useTeamSaves needs a TeamSavesProvider around the team cards');
  return saves;
}
