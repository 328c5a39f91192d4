import { Type } from 'typebox';
import { TOKEN_KEYS } from '../domain/positions.js';
import { OneOf } from './common.js';

export const TokenKeyParams = Type.Object({ tokenKey: OneOf(TOKEN_KEYS) });

export const SignupTokenSchema = Type.Object({
  tokenKey: Type.String(),
  position: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});

export const RotatedTokenReply = Type.Object({
  data: Type.Object({ tokenKey: Type.String(), token: Type.String() }),
});
