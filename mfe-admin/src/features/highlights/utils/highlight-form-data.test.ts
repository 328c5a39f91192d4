import moment from 'moment';
import { file, highlight } from 'shared-ui/testing';
import { highlightFormData } from './highlight-form-data';
import { emptyHighlightValues, highlightValues, type HighlightValues } from '../components/highlight-schema';

const VALUES: HighlightValues = {
  title: '  NOVA wins a grant ',
  project: 'NOVA',
  date: '2025-03-05',
  author: 'Grace Liu',
  description: 'A short summary.',
  paragraphs: ['First.', ' Second. '],
  image: null,
  removeImage: false,
};

describe('highlight form values', () => {
  it('start empty with today and one paragraph', () => {
    expect(emptyHighlightValues()).toEqual({ ...VALUES, title: '', project: '', author: '', description: '', paragraphs: [''], date: moment().format('YYYY-MM-DD') });
  });

  it("come from a highlight, without its unwritten paragraphs", () => {
    expect(highlightValues(highlight('h1'))).toEqual({ ...VALUES, title: 'NOVA wins a grant', paragraphs: ['First.', 'Second.'], date: moment('2025-03-05T12:00:00.000Z').format('YYYY-MM-DD') });
  });
});

describe('highlightFormData', () => {
  it('sends every field trimmed, all four paragraph slots, and noon of the chosen day', () => {
    const form = highlightFormData(VALUES);
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'NOVA wins a grant',
      project: 'NOVA',
      date: moment('2025-03-05 12:00', 'YYYY-MM-DD HH:mm').toISOString(),
      author: 'Grace Liu',
      description: 'A short summary.',
      paragraph1: 'First.',
      paragraph2: 'Second.',
      paragraph3: '',
      paragraph4: '',
    });
  });

  it('adds the chosen image, or asks to remove the current one', () => {
    const image = file('picture.png', 10, 'image/png');
    expect(highlightFormData({ ...VALUES, image }).get('image')).toBeInstanceOf(File);
    expect(highlightFormData({ ...VALUES, image, removeImage: true }).get('removeImage')).toBeNull();
    expect(highlightFormData({ ...VALUES, removeImage: true }).get('removeImage')).toBe('true');
    expect(highlightFormData(VALUES).has('removeImage')).toBe(false);
  });
});
