import { Button } from 'shared-ui/bootstrap';
import { Form } from 'shared-ui/form-controls';
import type { ResourceFilterValues } from '../api/resources';
import { subCategoriesOf } from '../utils/category-sub';
import { activeFilterCount, type ResourceFilter } from '../utils/filter-resources';

type Choices = Omit<ResourceFilter, 'search'>;

const toggle = <T,>(list: T[], item: T, same: (a: T, b: T) => boolean = Object.is) =>
  list.some((entry) => same(entry, item)) ? list.filter((entry) => !same(entry, item)) : [...list, item];
/** An id part from a name: HTML ids hold no spaces. */
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const sameSub = (a: { main: string; sub: string }, b: { main: string; sub: string }) => a.main === b.main && a.sub === b.sub;

/** The filter list: categories in use with their sub-categories, and years. */
export function ResourceFilters(props: { values: ResourceFilterValues; chosen: Choices; onChange: (chosen: Choices) => void }) {
  const { values, chosen, onChange } = props;
  return (
    <nav aria-label="Resource filters">
      <h2 className="h5">Filters</h2>
      <fieldset className="mb-3">
        <legend className="h6">Categories</legend>
        {values.category.map((main) => (
          <div key={main}>
            <Form.Check
              id={`filter-category-${slug(main)}`}
              label={main}
              checked={chosen.categories.includes(main)}
              onChange={() => onChange({ ...chosen, categories: toggle(chosen.categories, main) })}
            />
            {subCategoriesOf(main).map((sub) => (
              <Form.Check
                key={sub}
                className="ms-4"
                id={`filter-sub-${slug(main)}-${slug(sub)}`}
                label={sub}
                aria-label={`${main}: ${sub}`}
                checked={chosen.subCategories.some((choice) => sameSub(choice, { main, sub }))}
                onChange={() => onChange({ ...chosen, subCategories: toggle(chosen.subCategories, { main, sub }, sameSub) })}
              />
            ))}
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">Year</legend>
        {values.date.map((year) => (
          <Form.Check
            key={year}
            id={`filter-year-${year}`}
            label={year}
            checked={chosen.years.includes(year)}
            onChange={() => onChange({ ...chosen, years: toggle(chosen.years, year) })}
          />
        ))}
      </fieldset>
      {activeFilterCount(chosen) > 0 && (
        <Button variant="outline-secondary" size="sm" onClick={() => onChange({ categories: [], subCategories: [], years: [] })}>
          Clear filters
        </Button>
      )}
    </nav>
  );
}
