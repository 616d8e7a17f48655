// The stock area's calls (spec back-office §7).
import type { FastifyInstance } from 'fastify';

export async function stockRoutes(_app: FastifyInstance) {}
