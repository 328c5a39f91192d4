import { Suspense } from 'react';
import { act } from '@testing-library/react';
import { renderAt } from 'shared-ui/testing';
import ProjectRoutes from '../app/ProjectRoutes';

/**
 * The projects' pages at `path`, inside a boundary as the shell's remote slot holds them, once
 * drawn: a page whose project's text has not arrived suspends to it until it has (an act() that
 * is not awaited would never draw it).
 */
export async function renderProjectRoutes(path: string) {
  await act(async () => {
    renderAt(
      path,
      <Suspense fallback={null}>
        <ProjectRoutes />
      </Suspense>,
    );
  });
}
