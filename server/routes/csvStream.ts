// Sends an opened CSV report (server/services/reports) as an attachment: headers first, then the rows straight from
// the cursor to the socket at the client's pace. Shared by the reports and the order list's download.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenReport } from '../services/reports/index.ts';

export async function streamCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  report: OpenReport,
  fileName: string,
  name: string,
  started: number,
): Promise<void> {
  // From here on the bytes go straight to the socket, batch by batch, at the client's pace.
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  try {
    const rows = await report.pipe(res);
    request.log.info(
      { report: name, rows, ms: Math.round(performance.now() - started), complete: res.writableEnded },
      'report sent',
    );
  } catch (error) {
    // Headers are out: the client sees a cut-off download rather than a wrong file.
    request.log.error({ err: error, report: name }, 'report failed while streaming');
    res.destroy(error as Error);
  }
}
