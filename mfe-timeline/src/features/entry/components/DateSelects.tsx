import { useFormikContext } from 'formik';
import moment from 'moment';
import { useId } from 'react';
import { Form } from 'shared-ui/form-controls';
import { daysInMonth, yearsAround } from './entry-date';
import type { EntryFormValues } from './entry-values';

/**
 * The entry's date as month, day and year selects (spec section 5). Years run four either side of
 * `baseYear`, the entry's year when the form opened, so the range does not move while choosing.
 * A day the new month lacks (31 in April) becomes that month's last.
 */
export function DateSelects({ baseYear }: { baseYear: number }) {
  const { values, setFieldValue } = useFormikContext<EntryFormValues>();
  const id = useId();
  // Only the date's own fields: changes that arrive together (a page's held changes handed over
  // at once as its scripts start) each apply to the form's latest values, which a whole-form
  // setValues from this render's values would put back.
  const choose = (part: { year?: number; month?: number; day?: number }) => {
    const next = { year: values.year, month: values.month, day: values.day, ...part };
    for (const [field, value] of Object.entries(part)) void setFieldValue(field, value);
    const day = Math.min(next.day, daysInMonth(next.year, next.month));
    if (day !== next.day) void setFieldValue('day', day);
  };
  const days = Array.from({ length: daysInMonth(values.year, values.month) }, (_, index) => index + 1);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Date</legend>
      <div className="d-flex flex-wrap gap-2">
        <Form.Group controlId={`${id}-month`}>
          <Form.Label className="small mb-1">Month</Form.Label>
          <Form.Select value={values.month} onChange={(event) => choose({ month: Number(event.target.value) })}>
            {moment.months().map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-day`}>
          <Form.Label className="small mb-1">Day</Form.Label>
          <Form.Select value={values.day} onChange={(event) => choose({ day: Number(event.target.value) })}>
            {days.map((day) => (
              <option key={day}>{day}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-year`}>
          <Form.Label className="small mb-1">Year</Form.Label>
          <Form.Select value={values.year} onChange={(event) => choose({ year: Number(event.target.value) })}>
            {yearsAround(baseYear).map((year) => (
              <option key={year}>{year}</option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
    </fieldset>
  );
}
