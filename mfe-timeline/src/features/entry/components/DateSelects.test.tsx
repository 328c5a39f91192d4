import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, type FormikProps } from 'formik';
import { DateSelects } from './DateSelects';
import { emptyEntry, type EntryFormValues } from './entry-values';

/** Runs `act` in a layout effect, as the shell's page-ready mark hands a page's held changes over: React renders nothing between them. */
function InCommit({ act }: { act?: () => void }) {
  useLayoutEffect(() => act?.(), [act]);
  return null;
}

function renderDate(values = emptyEntry(new Date(2026, 0, 31))) {
  let form: FormikProps<EntryFormValues> | undefined;
  const tree = (act?: () => void) => (
    <Formik initialValues={values} onSubmit={() => undefined}>
      {(props) => {
        form = props;
        return (
          <>
            <input aria-label="Title" {...props.getFieldProps('title')} />
            <DateSelects baseYear={2026} />
            <InCommit act={act} />
          </>
        );
      }}
    </Formik>
  );
  const { rerender } = render(tree());
  return { values: () => form!.values, inCommit: (act: () => void) => rerender(tree(act)) };
}

/** A change as the browser dispatches it, React's handler and all, without a render after it. */
function change(field: HTMLInputElement | HTMLSelectElement, value: string, type: 'input' | 'change') {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

describe('DateSelects', () => {
  it('takes a day the new month lacks as that month\'s last', async () => {
    const { values } = renderDate();
    await userEvent.selectOptions(screen.getByLabelText('Month'), 'February');
    expect(values()).toMatchObject({ year: 2026, month: 2, day: 28 });
    await userEvent.selectOptions(screen.getByLabelText('Day'), '14');
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2028');
    expect(values()).toMatchObject({ year: 2028, month: 2, day: 14 });
  });

  it('keeps what other fields took in the same go: the held changes of a page, handed over at once as its scripts start', () => {
    const { values, inCommit } = renderDate();
    inCommit(() => {
      change(screen.getByLabelText<HTMLInputElement>('Title'), 'Typed before the scripts', 'input');
      change(screen.getByLabelText<HTMLSelectElement>('Month'), '3', 'change');
      change(screen.getByLabelText<HTMLSelectElement>('Day'), '14', 'change');
    });
    expect(values()).toMatchObject({ title: 'Typed before the scripts', year: 2026, month: 3, day: 14 });
  });
});
