// Absolute links of the console for answers (the receiver's tracking link): the caller's own origin, as it reached
// us (behind a trusted proxy, its forwarded protocol and host).
import type { FastifyRequest } from 'fastify';

export const absoluteUrl = (request: FastifyRequest, path: string): string =>
  new URL(path, `${request.protocol}://${request.host}`).toString();
