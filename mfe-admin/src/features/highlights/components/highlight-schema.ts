import moment from 'moment';
import * as Yup from 'yup';
import { IMAGE_UPLOAD, isImageFile, isSmallEnoughImage, PROJECT_NAMES, type Highlight } from 'shared-ui';

export const MAX_PARAGRAPHS = 4;
/** The date input's value format. */
export const INPUT_DATE = 'YYYY-MM-DD';

export interface HighlightValues {
  title: string;
  project: string;
  date: string;
  author: string;
  description: string;
  /** One to four paragraphs, in order. */
  paragraphs: string[];
  /** A new image to upload. */
  image: File | null;
  /** Drop the current image (editing only). */
  removeImage: boolean;
}

/** Limits of the API's highlight schema. */
const text = (label: string, max: number) =>
  Yup.string()
    .trim()
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** 'paragraphs[2]' → 'Paragraph 3'. */
const paragraphLabel = (path: string) => `Paragraph ${Number(/\[(\d+)\]/.exec(path)?.[1] ?? 0) + 1}`;

export const highlightSchema: Yup.ObjectSchema<HighlightValues> = Yup.object({
  title: text('Title', 200),
  project: Yup.string()
    .required('Project is required')
    .test('listed', 'Choose a project from the list', (value) => !value || (PROJECT_NAMES as string[]).includes(value)),
  date: Yup.string()
    .required('Date is required')
    .test('date', 'Enter a valid date', (value) => !value || moment(value, INPUT_DATE, true).isValid()),
  author: text('Author', 100),
  description: text('Description', 1000),
  paragraphs: Yup.array(
    Yup.string()
      .trim()
      .required(({ path }) => `${paragraphLabel(path)} is required; write it or remove it`)
      .max(5000, ({ path }) => `${paragraphLabel(path)} must be at most 5000 characters`),
  )
    .required()
    .min(1, 'At least one paragraph is required')
    .max(MAX_PARAGRAPHS, `At most ${MAX_PARAGRAPHS} paragraphs`),
  image: Yup.mixed<File>()
    .nullable()
    .defined()
    .test('image-type', IMAGE_UPLOAD.notAnImage, (file) => !file || isImageFile(file))
    .test('image-size', IMAGE_UPLOAD.tooLarge, (file) => !file || isSmallEnoughImage(file)),
  removeImage: Yup.boolean().defined(),
});

export function emptyHighlightValues(): HighlightValues {
  return {
    title: '',
    project: '',
    date: moment().format(INPUT_DATE),
    author: '',
    description: '',
    paragraphs: [''],
    image: null,
    removeImage: false,
  };
}

export function highlightValues(highlight: Highlight): HighlightValues {
  const { paragraph1, paragraph2, paragraph3, paragraph4 } = highlight.highlights;
  const written = [paragraph2, paragraph3, paragraph4].filter((text) => text.trim() !== '');
  return {
    title: highlight.title,
    project: highlight.project,
    date: moment(highlight.date).format(INPUT_DATE),
    author: highlight.author,
    description: highlight.description,
    paragraphs: [paragraph1, ...written],
    image: null,
    removeImage: false,
  };
}
