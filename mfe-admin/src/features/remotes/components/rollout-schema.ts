import * as Yup from 'yup';

/** The shares offered with one click; any other whole share from 1 to 99 can be typed. */
export const ROLLOUT_SHARES = ['10', '25', '50'] as const;
export const OTHER_SHARE = 'other';

export interface RolloutValues {
  share: (typeof ROLLOUT_SHARES)[number] | typeof OTHER_SHARE;
  /** The typed share, when `share` is 'other'. */
  percent: string;
}

export const ROLLOUT_INITIAL: RolloutValues = { share: '10', percent: '' };

export const rolloutSchema: Yup.ObjectSchema<RolloutValues> = Yup.object({
  share: Yup.mixed<RolloutValues['share']>()
    .oneOf([...ROLLOUT_SHARES, OTHER_SHARE], 'Choose a share')
    .required('Choose a share'),
  percent: Yup.string()
    .default('')
    .when('share', {
      is: OTHER_SHARE,
      then: (schema) =>
        schema
          .required('Enter a share from 1 to 99 %')
          .matches(/^\s*\d+\s*$/, 'Enter a whole number from 1 to 99')
          .test('range', 'Enter a whole number from 1 to 99', (value) => !value || (Number(value) >= 1 && Number(value) <= 99)),
    }),
});

/** The share of visitors the form asks for. */
export const rolloutPercent = (values: RolloutValues) => Number(values.share === OTHER_SHARE ? values.percent : values.share);
