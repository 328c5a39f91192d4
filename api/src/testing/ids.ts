/** An id as the API gives what it stores: a UUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A well-formed id that names nothing, so a 404 is about the record, not the id's form. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
