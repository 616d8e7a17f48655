// The corrections area's calls (spec back-office §7).
import type { FastifyInstance } from 'fastify';

export async function correctionsRoutes(_app: FastifyInstance) {}
