import { useEffect } from 'react';
import { LAB } from '../config/lab';

/** Sets the browser tab's title to "<title> | <lab name>". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${LAB.name}` : LAB.name;
  }, [title]);
}
