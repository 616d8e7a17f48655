// The console's toasts (src/layout/AppNotification.tsx): one at a time, a newer message closes the one on screen
// instead of waiting behind it, each message of a burst is taken in turn, translated with its arguments and coloured
// by type, and an undoable mutation runs when its message leaves (or is undone with Undo).
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAddUndoableMutation, useNotify } from 'react-admin';
import { AppNotification } from '../../src/layout/AppNotification.tsx';
import { renderWithProviders } from './support/renderWithProviders.tsx';

type Notify = ReturnType<typeof useNotify>;
type Step = (notify: Notify) => void;

/** Test buttons, one per step, that send notifications the way the console's components do. */
const Sender = ({ steps }: { steps: Record<string, Step> }) => {
  const notify = useNotify();
  return (
    <>
      {Object.entries(steps).map(([name, step]) => (
        <button key={name} onClick={() => step(notify)}>
          {name}
        </button>
      ))}
    </>
  );
};

const renderToasts = (steps: Record<string, Step>) =>
  renderWithProviders(
    <>
      <Sender steps={steps} />
      <AppNotification />
    </>,
  );

describe('AppNotification', () => {
  it('lets a newer message replace one that would stay until closed', async () => {
    // The second message comes without a click (as an answer from the server does): a click elsewhere closes a toast.
    let later: () => void = () => undefined;
    const { user } = await renderToasts({
      error: (notify) => {
        notify('locations.notifications.invalidForm', { type: 'error', autoHideDuration: null });
        later = () => notify('locations.notifications.added', { type: 'success' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields');

    act(() => later());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Location added'));
    expect(screen.queryByText('Check the highlighted fields')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('takes each message of a burst in turn and ends on the last one, translated with its arguments', async () => {
    const { user } = await renderToasts({
      burst: (notify) => {
        notify('locations.notifications.invalidForm', { type: 'error', autoHideDuration: null });
        notify('locations.notifications.updateFailed', { type: 'error', autoHideDuration: null });
        notify('settings.apiKeys.revoked', {
          type: 'success',
          autoHideDuration: null,
          messageArgs: { name: 'Shop sync' },
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'burst' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Shop sync'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('colours a message by its type', async () => {
    const { user } = await renderToasts({
      saved: (notify) => notify('locations.notifications.added', { type: 'success' }),
    });
    await user.click(screen.getByRole('button', { name: 'saved' }));
    const alert = await screen.findByRole('alert');
    // The theme's success colour (MUI's default green, #2e7d32).
    expect(getComputedStyle(alert).backgroundColor).toBe('rgb(46, 125, 50)');
  });

  it('runs an undoable mutation when its message leaves, and undoes it with Undo', async () => {
    const mutation = vi.fn();
    const Undoable = () => {
      const notify = useNotify();
      const addMutation = useAddUndoableMutation();
      const send = (autoHideDuration: number | null) => {
        addMutation(mutation);
        notify('locations.notifications.updated', { type: 'info', undoable: true, autoHideDuration });
      };
      return (
        <>
          <button onClick={() => send(50)}>short</button>
          <button onClick={() => send(null)}>sticky</button>
        </>
      );
    };
    const { user } = await renderWithProviders(
      <>
        <Undoable />
        <AppNotification />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'short' }));
    await waitFor(() => expect(mutation).toHaveBeenCalledWith({ isUndo: false }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    mutation.mockClear();
    await user.click(screen.getByRole('button', { name: 'sticky' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(mutation).toHaveBeenCalledWith({ isUndo: true });
  });
});
