import { Form as FormikForm, Formik } from 'formik';
import { Button } from 'shared-ui/bootstrap';
import { Form, InputGroup } from 'shared-ui/form-controls';
import { SearchIcon } from '../../../components/icons';

/**
 * The keyword box. Typing changes nothing yet: the keyword applies on Enter or on the search icon
 * (spec section 5), so the list does not jump while a word is half typed. No Yup schema: the box
 * has no message to show, its length is held by maxLength, and the list page stays without Yup.
 */
export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  return (
    <Formik
      initialValues={{ keyword }}
      // A cleared filter sets `keyword` back to '', and the box with it.
      enableReinitialize
      onSubmit={(values) => onSearch(values.keyword.trim())}
    >
      {({ getFieldProps }) => (
        <FormikForm role="search" noValidate className="flex-grow-1">
          <InputGroup>
            <Form.Control
              type="search"
              aria-label="Search the timeline"
              placeholder="Search the timeline"
              maxLength={200}
              {...getFieldProps('keyword')}
            />
            <Button type="submit" variant="primary" aria-label="Search">
              <SearchIcon />
            </Button>
          </InputGroup>
        </FormikForm>
      )}
    </Formik>
  );
}
