// The OpenAPI answer of a route that sends a file or a stream (PDF, CSV, GeoJSON) rather than a JSON value: its media
// type and a binary string. The route sends a Buffer, a string or a hijacked stream, which Fastify passes through
// as-is (no serializer runs on them), so the bytes are the handler's.
import { z } from 'zod';

/** `response: { 200: fileAnswer('application/pdf', 'The label') }` */
export function fileAnswer(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: z.any().meta({ type: 'string', format: 'binary', description }) } },
  };
}
