import { IMAGE_UPLOAD, isImageFile, isSmallEnoughImage } from 'shared-ui';
import * as Yup from 'yup';

/**
 * Spec section 5, Profile: username (trimmed), first and last name, e-mail and blurb (trimmed)
 * required, at least one position, isAlumni required; the picture optional, an image of at most
 * 2 MB. Username and lengths follow the API's rules.
 */
export const profileSchema = Yup.object({
  username: Yup.string()
    .trim()
    .required('Username is required')
    .min(4, 'Minimum 4 characters')
    .max(32, 'At most 32 characters')
    .matches(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores'),
  firstname: Yup.string().trim().required('First Name is required').max(100, 'At most 100 characters'),
  lastname: Yup.string().trim().required('Last Name is required').max(100, 'At most 100 characters'),
  email: Yup.string()
    .trim()
    .required('Valid email address is required')
    .email('Valid email address is required')
    .max(254, 'At most 254 characters'),
  blurb: Yup.string().trim().required('Blurb is required').max(2000, 'At most 2000 characters'),
  isAlumni: Yup.boolean().required(),
  positions: Yup.array(Yup.object({ position: Yup.string().required(), project: Yup.string().required() })).min(
    1,
    'At least one position is required; ask an admin to add yours.',
  ),
  profilePic: Yup.mixed<File>()
    .nullable()
    .test('size', IMAGE_UPLOAD.tooLarge, (file) => !file || isSmallEnoughImage(file))
    .test('type', IMAGE_UPLOAD.notAnImage, (file) => !file || isImageFile(file)),
  removeProfilePic: Yup.boolean(),
});
