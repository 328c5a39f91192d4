import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import avatar from './avatar.js';
import login from './login.js';
import password from './password.js';
import profile from './profile.js';
import resetPassword from './reset-password.js';
import signup from './signup.js';

/**
 * Accounts under /api/users: logging in and out, signing up, resetting a password and avatars,
 * for anyone; a member's own profile and password.
 */
const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(login);
  await app.register(signup);
  await app.register(resetPassword);
  await app.register(avatar);
  await app.register(profile);
  await app.register(password);
};

export default users;
