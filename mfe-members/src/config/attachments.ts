import { ATTACHMENT_UPLOAD } from 'shared-ui';

/** What a file chooser offers (`accept`): the types the server keeps. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_UPLOAD.extensions.map((extension) => `.${extension}`).join(',');
