import { ATTACHMENT_UPLOAD } from 'shared-ui';
import * as Yup from 'yup';
import type { Resource, ResourceBody } from '../api/resources';

export interface EditResourceValues {
  title: string;
  author: string;
  description: string;
  resource_link: string;
  main: string;
  sub: string;
  /** Chosen in the Upload Files dropzone; saved as attachments after the resource. */
  files: File[];
}

export function editValuesOf(resource: Resource): EditResourceValues {
  const { title, author, description, resource_link, category } = resource;
  return { title, author, description, resource_link, main: category.main, sub: category.sub, files: [] };
}

/** The category is one the form offers: the API's, with a sub-category it takes (utils/category-sub.ts). */
export function editBodyOf(values: EditResourceValues): ResourceBody {
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    description: values.description.trim(),
    category: { main: values.main, sub: values.sub } as ResourceBody['category'],
    resource_link: values.resource_link.trim(),
  };
}

/**
 * Spec section 5, Edit resource: title, author, category and link are required (no URL check:
 * the server's 400 shows in the Error dialog). `room` is how many files the resource can still take.
 */
export function editResourceSchema(room: number = ATTACHMENT_UPLOAD.maxFiles) {
  return Yup.object({
    title: Yup.string().trim().required('Title is required').max(200, 'At most 200 characters'),
    author: Yup.string().trim().required('Author is required').max(200, 'At most 200 characters'),
    description: Yup.string().max(5000, 'At most 5000 characters'),
    resource_link: Yup.string().trim().required('Resource link is required').max(2048, 'At most 2048 characters'),
    main: Yup.string().required('Category is required'),
    sub: Yup.string(),
    // Too large a file never gets here: the dropzone refuses it (addFiles), saying so.
    files: Yup.array(Yup.mixed<File>().required()).max(room, ATTACHMENT_UPLOAD.tooMany),
  });
}
