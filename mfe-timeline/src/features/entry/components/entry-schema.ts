import moment from 'moment';
import { TIMELINE_CATEGORIES, TIMELINE_PROJECTS } from 'shared-ui';
import * as Yup from 'yup';

/**
 * Spec section 5: title, project, at least one category and the description are required (blank
 * or whitespace fails). The form shows one warning for any failure, so the rules carry no messages.
 */
export const entrySchema = Yup.object({
  title: Yup.string().trim().required(),
  project: Yup.string().oneOf([...TIMELINE_PROJECTS]).required(),
  categories: Yup.array(Yup.string().oneOf([...TIMELINE_CATEGORIES]).required()).min(1),
  description: Yup.string().trim().required(),
  date: Yup.string()
    .required()
    .test('date', (value) => moment(value, 'YYYY-MM-DD', true).isValid()),
});
