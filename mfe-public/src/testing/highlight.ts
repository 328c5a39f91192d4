import type { Highlight } from 'shared-ui';

/** A highlight for tests; `overrides` replace its fields. */
export function highlight(id: string, overrides: Partial<Highlight> = {}): Highlight {
  return {
    _id: id,
    title: `Highlight ${id}`,
    project: 'NOVA',
    date: '2026-03-05T12:00:00.000Z',
    description: `What happened in ${id}.`,
    image: null,
    author: 'Ann Young',
    highlights: { paragraph1: `First paragraph of ${id}.`, paragraph2: '', paragraph3: '', paragraph4: '' },
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}
