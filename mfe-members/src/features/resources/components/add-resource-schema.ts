import * as Yup from 'yup';
import { isWebUrl } from '../utils/web-url';

export const ADD_RESOURCE_EMPTY = { title: '', author: '', description: '', main: '', resource_link: '' };

export type AddResourceValues = typeof ADD_RESOURCE_EMPTY;

/**
 * Spec section 5, Add resource: title, author, category and a valid link are required, the
 * description is optional. Lengths are the API's limits.
 */
export const addResourceSchema = Yup.object({
  title: Yup.string().trim().required('Please provide a title for the resource').max(200, 'At most 200 characters'),
  author: Yup.string().trim().required('Please provide the author(s) for the resource').max(200, 'At most 200 characters'),
  description: Yup.string().max(5000, 'At most 5000 characters'),
  main: Yup.string().required('Category is required.'),
  resource_link: Yup.string()
    .trim()
    .required('Please provide a link to the resource')
    .max(2048, 'At most 2048 characters')
    .test('web-url', 'Please enter a valid url', isWebUrl),
});
