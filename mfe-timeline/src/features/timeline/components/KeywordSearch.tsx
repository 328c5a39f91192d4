import { Form as FormikForm, Formik } from 'formik';
import { Button } from 'shared-ui/bootstrap';
import { Form, InputGroup } from 'shared-ui/widgets';
import * as Yup from 'yup';
import { SearchIcon } from '../../../components/icons';

const keywordSchema = Yup.object({ keyword: Yup.string().max(200) });

/**
 * The keyword box. Typing changes nothing yet: the keyword applies on Enter or on the search icon
 * (spec section 5), so the list does not jump while a word is half typed.
 */
export function KeywordSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  return (
    <Formik
      initialValues={{ keyword }}
      validationSchema={keywordSchema}
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
