import assert from 'node:assert/strict';
import { it } from 'node:test';
import { formMedia } from '../openapi/form-bodies.js';
import type { JsonSchema } from './bodies.js';
import { isFileField } from './requests.js';

it("takes a form's file fields, as the document gives them, for files and not for text fields", () => {
  const attachments = formMedia(undefined, { files: ['files'], repeatedFiles: true }).schema.properties as Record<string, JsonSchema>;
  assert.equal(isFileField(attachments.files!), true);
  const highlight = formMedia({ type: 'object', properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } }, { files: ['image'] }).schema
    .properties as Record<string, JsonSchema>;
  assert.equal(isFileField(highlight.image!), true);
  assert.equal(isFileField(highlight.title!), false);
  assert.equal(isFileField(highlight.tags!), false);
});
