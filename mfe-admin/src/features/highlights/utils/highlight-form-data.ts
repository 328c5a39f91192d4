import moment from 'moment';
import { INPUT_DATE, MAX_PARAGRAPHS, type HighlightValues } from '../components/highlight-schema';

/**
 * The multipart body of POST and PATCH /api/highlights. Every paragraph slot is sent, empty
 * ones as '', so a removed paragraph is cleared on the server. The date is noon of the chosen
 * day in the admin's time zone: the public pages read it in UTC (shared-ui's formatDay), which
 * is that same day for an admin within eleven hours of UTC.
 */
export function highlightFormData(values: HighlightValues): FormData {
  const form = new FormData();
  form.set('title', values.title.trim());
  form.set('project', values.project);
  form.set('date', moment(values.date, INPUT_DATE, true).hour(12).toISOString());
  form.set('author', values.author.trim());
  form.set('description', values.description.trim());
  for (let index = 0; index < MAX_PARAGRAPHS; index += 1) {
    form.set(`paragraph${index + 1}`, (values.paragraphs[index] ?? '').trim());
  }
  if (values.image) form.set('image', values.image);
  else if (values.removeImage) form.set('removeImage', 'true');
  return form;
}
