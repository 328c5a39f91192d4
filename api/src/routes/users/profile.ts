import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readMultipartForm } from '../../validation/multipart-form.js';
import { isUniqueViolation } from '../../repositories/errors.js';
import { deleteImage, insertImage } from '../../repositories/images.js';
import { findUserByUsername, updateUser, type UserRow } from '../../repositories/users.js';
import { Data, errors } from '../../schemas/common.js';
import { ProfileSchema, ProfileUpdateBody, UsernameParams } from '../../schemas/users.js';
import { audit, changedFields, withFields } from '../../services/audit.js';
import { prepareImage } from '../../services/images.js';
import { takesReservedName } from '../../services/usernames.js';
import { isAdmin, toProfile } from '../../views/users.js';
import { Type } from 'typebox';

const AVATAR_SIDE = 512;

/** What a member edits of their profile, by the form's names; `profilePic` is which picture, never its bytes. */
function editable(user: UserRow) {
  const { username, firstname, lastname, email, blurb, isAlumni, avatarId } = user;
  return { username, name: { firstname, lastname }, email, blurb, isAlumni, profilePic: avatarId };
}
export const USERNAME_RESERVED = 'That username is reserved. Try another one.';

const profile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/updateUser/:username',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "A member's profile: your own, or anyone's for an admin",
        params: UsernameParams,
        response: { 200: Data(ProfileSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = request.user!;
      const wanted = request.params.username;
      if (wanted.toLowerCase() !== me.username.toLowerCase() && !isAdmin(me)) {
        return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'You can only see your own profile.' });
      }
      const user = await findUserByUsername(app.db, wanted);
      if (!user) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Member not found' });
      return { data: toProfile(user) };
    },
  );

  app.patch(
    '/updateUser',
    {
      config: { access: 'member', invalidates: ['members'], form: { files: ['profilePic'], jsonFields: ['name', 'positions'], booleanFields: ['isAlumni', 'removeProfilePic'] } },
      preValidation: readMultipartForm,
      schema: {
        tags: ['users'],
        summary: 'Update your own profile (multipart; optional profilePic file, at most 2 MB)',
        consumes: ['multipart/form-data', 'application/json'],
        body: ProfileUpdateBody,
        response: {
          200: Type.Object({ data: ProfileSchema, message: Type.String() }),
          ...errors(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const me = request.user!;
      const body = request.body;
      if (takesReservedName(app.adminUsername, body.username, me)) {
        return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: USERNAME_RESERVED });
      }
      const upload = request.uploads.get('profilePic');
      // Decode and re-encode before the transaction: PGlite's single connection waits meanwhile.
      const image = upload ? await prepareImage(upload, AVATAR_SIDE) : undefined;
      const replacing = image !== undefined || body.removeProfilePic === true;
      try {
        const updated = await app.db.transaction(async (tx) => {
          const avatarId = image ? await insertImage(tx, image) : body.removeProfilePic ? null : undefined;
          const user = await updateUser(tx, me.id, {
            username: body.username.trim(),
            firstname: body.name.firstname.trim(),
            lastname: body.name.lastname.trim(),
            email: body.email.trim(),
            blurb: body.blurb.trim(),
            isAlumni: body.isAlumni,
            ...(avatarId !== undefined ? { avatarId } : {}),
          });
          if (replacing) await deleteImage(tx, me.avatarId);
          const changed = changedFields(editable(me), editable(user!));
          const summary = withFields(`Updated the profile of ${user!.username}`, changed);
          await audit(tx, me, 'profile.updated', { targetId: me.id, summary, fields: changed });
          return user!;
        });
        return { data: toProfile(updated), message: 'Changes Successfully Saved' };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: 'That username is taken. Try another one.' });
      }
    },
  );
};

export default profile;
