import { Type } from 'typebox';

export const FeedTokenSchema = Type.Object({ url: Type.String(), createdAt: Type.String() });

export const FeedTokenReply = Type.Object({ data: FeedTokenSchema });

export const FeedQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 256 })) });
