import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import avatar from './avatar.js';
import login from './login.js';
import resetPassword from './reset-password.js';
import signup from './signup.js';

/** Accounts under /api/users, for anyone: logging in and out, signing up, resetting a password, and avatars. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(login);
  await app.register(signup);
  await app.register(resetPassword);
  await app.register(avatar);
};

export default users;
