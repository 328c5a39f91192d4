import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import avatar from './avatar.js';
import login from './login.js';
import password from './password.js';
import profile from './profile.js';
import resetPassword from './reset-password.js';
import signup from './signup.js';

const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(login);
  await app.register(signup);
  await app.register(profile);
  await app.register(password);
  await app.register(resetPassword);
  await app.register(avatar);
};

export default users;
