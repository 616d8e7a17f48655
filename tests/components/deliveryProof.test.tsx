// Issue 39, the proof of delivery in the order list's expanded row: "Delivered to <name>" with the time, and the photo
// the driver took, fetched through the data provider with the session's token (no bare <img src> to the API) while a
// placeholder says it loads, shown as a thumbnail that opens larger in a dialog; a photo that cannot be loaded says so
// with a retry; a receiver the user may not see is named in words and offers no photo.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DeliveryProof, OrderListItem } from '../../domain/api.ts';
import { formatTimestamp } from '../../src/i18n/format.ts';
import { operatorMe, order } from './support/fixtures.ts';
import { filterOptionHandlers, orderDetailsHandlers, sessionHandlers } from './support/handlers.ts';
import { orderDetails } from './support/orderDetails.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

/** The first bytes of a JPEG: what the server answers as the photo. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PHOTO_PATH = '/api/order/delivery-proof/photo';
const DELIVERED_AT = '2025-01-10T10:42:00.000Z';

const ROW: Partial<OrderListItem> = { id: 5, orderNo: 'DEL5', status: 'delivered' };
const delivered = (proof: DeliveryProof) => orderDetails({ deliveryProof: proof }, ROW);

/**
 * Object URLs as jsdom lacks them: each blob the console shows gets `blob:test/<n>`; the blobs and the revoked URLs
 * are recorded. Put back when the test ends.
 */
const captureObjectUrls = () => {
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return { blobs, revoked };
};

/** Renders the order list with the delivered order, expands its row and answers its details with this proof. */
const expandDelivered = async (proof: DeliveryProof) => {
  server.use(
    ...sessionHandlers(operatorMe(), [order(ROW)]),
    ...filterOptionHandlers(),
    ...orderDetailsHandlers([delivered(proof)]),
  );
  const { user } = await renderApp('/orders/list', { loggedIn: true });
  await user.click(await screen.findByText('DEL5'));
  const panel = await screen.findByTestId('order-expand-5');
  const section = (await within(panel).findByRole('heading', { name: 'Proof of delivery' })).closest(
    'section',
  ) as HTMLElement;
  return { user, panel, section };
};

describe('the proof of delivery in the expanded row', () => {
  it('says who took the package and when, loads the photo with the session’s token and opens it larger', async () => {
    const urls = captureObjectUrls();
    const requests: Request[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(PHOTO_PATH, async ({ request }) => {
        requests.push(request.clone());
        await answered;
        return new HttpResponse(JPEG, { headers: { 'content-type': 'image/jpeg' } });
      }),
    );
    const { user, section } = await expandDelivered({ receiverName: 'Jan Sąsiad', hasPhoto: true, at: DELIVERED_AT });

    expect(within(section).getByText('Delivered to')).toBeInTheDocument();
    expect(within(section).getByText('Jan Sąsiad')).toBeInTheDocument();
    expect(within(section).getByText('Delivered at')).toBeInTheDocument();
    expect(within(section).getByText(formatTimestamp(DELIVERED_AT))).toBeInTheDocument();
    // While the photo travels a placeholder says so.
    expect(
      await within(section).findByRole('status', { name: 'Loading the photo of the delivery' }),
    ).toBeInTheDocument();
    answer();

    const thumbnail = await within(section).findByRole('button', { name: 'Open the photo of the delivery' });
    expect(
      within(thumbnail).getByRole('img', { name: 'The photo the driver took when delivering order DEL5' }),
    ).toHaveAttribute('src', 'blob:test/1');
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).searchParams.get('orderId')).toBe('5');
    expect(requests[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(urls.blobs).toHaveLength(1);
    expect(urls.blobs[0]!.type).toBe('image/jpeg');
    expect(new Uint8Array(await urls.blobs[0]!.arrayBuffer())).toEqual(JPEG);

    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Photo of the delivery of order DEL5' });
    expect(
      within(dialog).getByRole('img', { name: 'The photo the driver took when delivering order DEL5' }),
    ).toHaveAttribute('src', 'blob:test/1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opening it again reads nothing again: the photo is kept.
    await user.click(within(section).getByRole('button', { name: 'Open the photo of the delivery' }));
    expect(await screen.findByRole('dialog', { name: 'Photo of the delivery of order DEL5' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Collapsing the row frees the photo's object URL.
    await user.click(document.querySelector<HTMLElement>('tbody tr[data-order-row="5"]')!);
    await waitFor(() => expect(screen.queryByTestId('order-expand-5')).not.toBeInTheDocument());
    expect(urls.revoked).toContain('blob:test/1');
  });

  it('says when the photo cannot be loaded, and loads it on a retry', async () => {
    captureObjectUrls();
    let fail = true;
    server.use(
      http.get(PHOTO_PATH, () =>
        fail
          ? HttpResponse.json({ errorCode: 'unknown' }, { status: 500 })
          : new HttpResponse(JPEG, { headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => consoleError.mockRestore());
    const { user, section } = await expandDelivered({ receiverName: 'Jan Sąsiad', hasPhoto: true, at: DELIVERED_AT });

    expect(await within(section).findByText('The photo could not be loaded.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Open the photo of the delivery' })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Refresh' }));
    expect(await within(section).findByRole('button', { name: 'Open the photo of the delivery' })).toBeInTheDocument();
    expect(within(section).queryByText('The photo could not be loaded.')).not.toBeInTheDocument();
  });

  it('names a receiver the user may not see in words, and offers no photo (none is asked for)', async () => {
    const photoCalls = vi.fn();
    server.use(
      http.get(PHOTO_PATH, () => {
        photoCalls();
        return new HttpResponse(JPEG, { headers: { 'content-type': 'image/jpeg' } });
      }),
    );
    const { section } = await expandDelivered({ receiverName: 'customer', hasPhoto: false, at: DELIVERED_AT });

    expect(within(section).getByText('customer (details hidden)')).toBeInTheDocument();
    expect(within(section).getByText(formatTimestamp(DELIVERED_AT))).toBeInTheDocument();
    expect(within(section).queryByText('Photo')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(photoCalls).not.toHaveBeenCalled();
  });

  it('shows no proof section for an order without one', async () => {
    server.use(
      ...sessionHandlers(operatorMe(), [order(ROW)]),
      ...filterOptionHandlers(),
      ...orderDetailsHandlers([orderDetails({}, ROW)]),
    );
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await user.click(await screen.findByText('DEL5'));
    const panel = await screen.findByTestId('order-expand-5');
    expect(await within(panel).findByText('Anna Nowak')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Proof of delivery' })).not.toBeInTheDocument();
  });
});
