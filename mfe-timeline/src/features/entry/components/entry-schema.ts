import moment from 'moment';
import * as Yup from 'yup';
import { listItem } from './entry-values';
import { TIMELINE_CATEGORIES, TIMELINE_PROJECTS } from '../../../config/timeline';

export const HYPERLINK_REFUSED = 'Only web addresses (http or https) can be added.';

const blank = (value: string | undefined) => !value?.trim();

/**
 * Spec section 5: title, project, at least one category and a description are required (blank or
 * whitespace fails); a description still in its box counts. The form shows one warning for any
 * of these, so they carry no messages of their own. A hyperlink in its box must be a web link.
 */
export const entrySchema = Yup.object({
  title: Yup.string().trim().required(),
  project: Yup.string().oneOf([...TIMELINE_PROJECTS]).required(),
  categories: Yup.array(Yup.string().oneOf([...TIMELINE_CATEGORIES]).required()).min(1),
  descriptions: Yup.array(Yup.string().required()).test(
    'one-description',
    (list, context) => (list ?? []).some((item) => !blank(item)) || !blank(context.parent.drafts.descriptions),
  ),
  drafts: Yup.object({
    hyperlinks: Yup.string().test('web-link', HYPERLINK_REFUSED, (value) => blank(value) || listItem('hyperlinks', value!) !== undefined),
  }),
  year: Yup.number().required(),
  month: Yup.number().min(1).max(12).required(),
  day: Yup.number()
    .required()
    .test('real-day', (day, context) => moment({ year: context.parent.year, month: context.parent.month - 1, date: day }).isValid()),
});
