import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { Modal } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import { TextField } from 'shared-ui/forms';
import { resourcesApi, type ResourceBody } from '../api/resources';
import { resourcesChanged } from '../hooks/use-resources-changed';
import { ADD_RESOURCE_EMPTY, addResourceSchema, type AddResourceValues } from './add-resource-schema';
import { CategoryButtons } from './CategoryButtons';

/**
 * Spec sections 2 and 4: the add form sends the main category with an empty sub-category. Success
 * refreshes the list, resets the form and closes the modal; a failure is only logged (section 8).
 */
export function AddResourceModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const add = async (values: AddResourceValues, form: FormikHelpers<AddResourceValues>) => {
    try {
      await resourcesApi.create({
        title: values.title.trim(),
        author: values.author.trim(),
        description: values.description.trim(),
        // The category buttons offer the API's main categories only.
        category: { main: values.main, sub: '' } as ResourceBody['category'],
        resource_link: values.resource_link.trim(),
      });
    } catch (error) {
      console.error('Could not add the resource', error);
      return;
    }
    resourcesChanged();
    form.resetForm();
    onClose();
  };
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="add-resource-title">
      <Formik initialValues={ADD_RESOURCE_EMPTY} validationSchema={addResourceSchema} onSubmit={add}>
        {({ isSubmitting }) => (
          <FormikForm noValidate>
            <Modal.Header closeButton>
              <Modal.Title id="add-resource-title">Add Resource</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <TextField name="title" label="Title" />
              <TextField name="author" label="Author" />
              <TextField name="description" label="Description" rows={4} />
              <CategoryButtons name="main" />
              <TextField name="resource_link" label="Resource Link" type="url" help="For example https://example.org/slides.pdf" />
            </Modal.Body>
            <Modal.Footer>
              <Button variant="outline-secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Adding...' : 'Add Resource'}
              </Button>
            </Modal.Footer>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
