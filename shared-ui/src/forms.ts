// The form fields every form uses, apart from the root module so that Formik is downloaded with
// the first form a visitor opens, not with the first page.
export { CheckField, type CheckFieldProps } from './components/form/CheckField';
export { FieldFrame, type FieldFrameProps } from './components/form/FieldFrame';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/form/SelectField';
export { TextField, type TextFieldProps } from './components/form/TextField';
export { useFieldFeedback, type FieldFeedbackOptions } from './components/form/use-field-feedback';
export { schemaOnDemand, type SchemaOnDemand } from './components/form/schema-on-demand';
