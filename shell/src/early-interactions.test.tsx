import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Field, Form, Formik } from 'formik';
import { PageReady } from './components/PageReady';
import { PAGE_READY_ATTRIBUTE, PAGE_READY_EVENT } from './utils/page-ready';

const sent: Array<Record<string, string>> = [];
const clicked: string[] = [];

/**
 * A drawn page in small: a tab (a button), a link, a form whose state is Formik's, a select of
 * React's own, and two selects that each write the whole of one filter from the render's value.
 */
function Page() {
  const [tab, setTab] = useState('BRAIN');
  const [year, setYear] = useState('');
  const [filter, setFilter] = useState({ project: '', month: '' });
  return (
    <>
      <button type="button" role="tab" onClick={() => (clicked.push('NOVA'), setTab('NOVA'))}>
        NOVA
      </button>
      <p data-testid="tab">{tab}</p>
      <a href="#form">To the form</a>
      <select aria-label="Year" value={year} onChange={(event) => setYear(event.target.value)}>
        <option value="">All years</option>
        <option value="2024">2024</option>
      </select>
      <p data-testid="year">{year}</p>
      <select aria-label="Project" value={filter.project} onChange={(event) => setFilter({ ...filter, project: event.target.value })}>
        <option value="">All projects</option>
        <option value="NOVA">NOVA</option>
      </select>
      <select aria-label="Month" value={filter.month} onChange={(event) => setFilter({ ...filter, month: event.target.value })}>
        <option value="">Any month</option>
        <option value="March">March</option>
      </select>
      <p data-testid="filter">{`${filter.project}/${filter.month}`}</p>
      <Formik initialValues={{ name: '', note: '', topics: [] as string[] }} onSubmit={(values) => void sent.push({ ...values, topics: values.topics.join() })}>
        <Form id="form">
          <Field name="name" aria-label="Name" />
          <Field name="note" aria-label="Note" />
          <Field type="checkbox" name="topics" value="eyes" aria-label="Eyes" />
          <Field type="checkbox" name="topics" value="scenes" aria-label="Scenes" />
          <button type="submit">Send</button>
        </Form>
      </Formik>
      <PageReady />
    </>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

async function drawnPage() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  await jest.isolateModulesAsync(async () => {
    await import('./early-interactions');
  });
}

async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  // The held clicks come in the task after the mark.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

const $ = <E extends Element>(selector: string) => container.querySelector<E>(selector)!;

function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  sent.length = 0;
  clicked.length = 0;
  document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
});

afterEach(() => {
  // A test that never got its page ready leaves the module listening: released.
  document.dispatchEvent(new Event(PAGE_READY_EVENT));
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('interactions with a drawn page before its scripts have taken it over', () => {
  it('holds a click on a tab and replays it, once, when the page is ready', async () => {
    await drawnPage();
    $<HTMLButtonElement>('button[role="tab"]').click();
    expect(clicked).toEqual([]);
    await hydrate();
    expect(clicked).toEqual(['NOVA']);
    expect($('[data-testid="tab"]').textContent).toBe('NOVA');
  });

  it('submits what was typed before the page was ready, with a submit made then too', async () => {
    await drawnPage();
    const field = $<HTMLInputElement>('input[name="name"]');
    type(field, 'Ada Lovelace');
    $<HTMLButtonElement>('button[type="submit"]').click();
    await hydrate();
    expect(field.value).toBe('Ada Lovelace');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent).toEqual([{ name: 'Ada Lovelace', note: '', topics: '' }]);
  });

  it('hands over every field, box and choice made before the page was ready, each after the one before it took', async () => {
    await drawnPage();
    type($<HTMLInputElement>('input[name="name"]'), 'Ada Lovelace');
    type($<HTMLInputElement>('input[name="note"]'), 'Both boxes');
    $<HTMLInputElement>('input[value="eyes"]').click();
    $<HTMLInputElement>('input[value="scenes"]').click();
    for (const [label, value] of [['Project', 'NOVA'], ['Month', 'March']]) {
      const select = $<HTMLSelectElement>(`select[aria-label="${label}"]`);
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    $<HTMLButtonElement>('button[type="submit"]').click();
    await hydrate();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect($('[data-testid="filter"]').textContent).toBe('NOVA/March');
    expect(sent).toEqual([{ name: 'Ada Lovelace', note: 'Both boxes', topics: 'eyes,scenes' }]);
  });

  it('hands typed text to the form without a submit, so the next render keeps it', async () => {
    await drawnPage();
    const field = $<HTMLInputElement>('input[name="name"]');
    field.focus();
    type(field, 'Grace');
    field.setSelectionRange(2, 2);
    await hydrate();
    $<HTMLButtonElement>('button[role="tab"]').click();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(field.value).toBe('Grace');
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(2);
  });

  it("tells React of a choice made in a select before it was listening", async () => {
    await drawnPage();
    const select = $<HTMLSelectElement>('select');
    select.value = '2024';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrate();
    expect($('[data-testid="year"]').textContent).toBe('2024');
  });

  it('leaves links to the browser', async () => {
    await drawnPage();
    const link = $<HTMLAnchorElement>('a[href="#form"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds nothing once the page is ready: later clicks are the app\'s alone', async () => {
    await drawnPage();
    await hydrate();
    $<HTMLButtonElement>('button[role="tab"]').click();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(clicked).toEqual(['NOVA']);
  });
});
