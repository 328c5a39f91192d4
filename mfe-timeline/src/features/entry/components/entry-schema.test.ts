import { emptyEntry, type EntryFormValues } from './entry-values';
import { entrySchema, HYPERLINK_REFUSED } from './entry-schema';

const VALID: EntryFormValues = {
  ...emptyEntry(new Date(2025, 2, 5)),
  title: 'Lab meeting',
  project: 'NCIS',
  categories: ['Meetings'],
  descriptions: ['We planned the pilot.'],
};

const failing = (values: Partial<EntryFormValues>) =>
  entrySchema
    .validate({ ...VALID, ...values }, { abortEarly: false })
    .then(() => [])
    .catch((error: { inner: { path: string }[] }) => error.inner.map((inner) => inner.path));

describe('entrySchema (spec section 5)', () => {
  it('accepts a complete entry; contributors and hyperlinks are optional', async () => {
    expect(await failing({})).toEqual([]);
  });

  it('requires the title, project, a category and a description; blank or whitespace fails', async () => {
    expect(await failing({ title: '   ', project: '', categories: [], descriptions: [] })).toEqual([
      'title',
      'project',
      'categories',
      'descriptions',
    ]);
    expect(await failing({ descriptions: ['  '] })).toEqual(['descriptions']);
  });

  it('counts a description still in its box', async () => {
    expect(await failing({ descriptions: [], drafts: { ...VALID.drafts, descriptions: 'Typed, not added.' } })).toEqual([]);
  });

  it('offers only the seven timeline projects and the ten categories', async () => {
    expect(await failing({ project: 'Ideo', categories: ['Website'] })).toEqual(['project', 'categories[0]']);
  });

  it('refuses a javascript: hyperlink left in its box, saying why', async () => {
    await expect(entrySchema.validateAt('drafts.hyperlinks', { ...VALID, drafts: { ...VALID.drafts, hyperlinks: 'javascript:alert(1)' } })).rejects.toThrow(
      HYPERLINK_REFUSED,
    );
  });

  it('refuses a day the month does not have', async () => {
    expect(await failing({ month: 2, day: 30 })).toEqual(['day']);
  });
});
