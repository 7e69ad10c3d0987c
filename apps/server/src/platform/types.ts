import type { FastifyReply, FastifyRequest } from 'fastify';

/** The onRequest hook that puts the request context in place or refuses with 401/423. */
export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
