// The order list's date range picker as a user sees and uses it (presets Today and Yesterday, at most 7 days, weeks
// from Monday, nothing after today, a reversed range swapped, Escape closes).
// "Now" is Wednesday 18 March 2026, 10:30 local time; only Date is faked, so the user events run on real timers.
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../domain/constants.ts';
import { DateRangePicker, type DateRangeValue } from '../../src/resources/orders/filters/DateRangePicker.tsx';
import { todayFilter } from '../../src/resources/orders/todayFilter.ts';
import { renderWithProviders } from './support/renderWithProviders.tsx';

const NOW = new Date(2026, 2, 18, 10, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The list's query values of whole local days (March 2026). */
const marchDays = (first: number, last: number): DateRangeValue => ({
  dateFrom: new Date(2026, 2, first, 0, 0, 0, 0).toISOString(),
  dateTo: new Date(2026, 2, last, 23, 59, 59, 999).toISOString(),
});

/** The picker with its value kept by the caller, as the filter bar does. */
const Controlled = ({ initial, onChange }: { initial: DateRangeValue; onChange(value: DateRangeValue): void }) => {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

const renderPicker = async (initial: DateRangeValue = todayFilter(NOW), locale?: Locale) => {
  const onChange = vi.fn<(value: DateRangeValue) => void>();
  const view = await renderWithProviders(<Controlled initial={initial} onChange={onChange} />, { locale });
  return { ...view, onChange };
};

// The field stays in the page, hidden from the accessibility tree while the dialog is open (a modal).
const field = (name = 'Date range') => screen.getByRole('combobox', { name, hidden: true });
const openPicker = async (user: Awaited<ReturnType<typeof renderPicker>>['user'], name?: string) => {
  await user.click(field(name));
  return screen.findByRole('dialog', { name: name === 'Zakres dat' ? 'Wybierz zakres dat' : 'Choose a date range' });
};
const grid = (month: string) => screen.getByRole('grid', { name: month });
const day = (month: string, date: number) => within(grid(month)).getByText(String(date), { selector: 'button' });

describe('date range picker', () => {
  it("shows today's range as dd-MM-yyyy - dd-MM-yyyy, labelled for screen readers", async () => {
    await renderPicker();

    expect(field()).toHaveValue('18-03-2026 - 18-03-2026');
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a two-month calendar ending with this month, with today picked', async () => {
    const { user } = await renderPicker();

    const dialog = await openPicker(user);

    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(dialog)
        .getAllByRole('grid')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['February 2026', 'March 2026']);
    expect(within(dialog).getByText('18-03-2026 - 18-03-2026 · 1 day')).toBeInTheDocument();
    expect(day('March 2026', 18).closest('td')).toHaveAttribute('aria-selected', 'true');
  });

  it('applies yesterday with the Yesterday preset', async () => {
    const { user, onChange } = await renderPicker();

    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: 'Yesterday' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith(marchDays(17, 17));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveValue('17-03-2026 - 17-03-2026');
  });

  it('applies today with the Today preset, from a past range', async () => {
    const { user, onChange } = await renderPicker(marchDays(2, 4));
    expect(field()).toHaveValue('02-03-2026 - 04-03-2026');

    const dialog = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith(marchDays(18, 18));
    expect(field()).toHaveValue('18-03-2026 - 18-03-2026');
  });

  it('applies a picked range as ISO dateFrom and dateTo of whole days', async () => {
    const { user, onChange } = await renderPicker();

    const dialog = await openPicker(user);
    await user.click(day('March 2026', 10));
    expect(within(dialog).getByText('Pick the last day, or apply this one day')).toBeInTheDocument();
    await user.click(day('March 2026', 16));
    expect(within(dialog).getByText('10-03-2026 - 16-03-2026 · 7 days')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith(marchDays(10, 16));
    expect(field()).toHaveValue('10-03-2026 - 16-03-2026');
  });

  it('shows "exceeded date range" with the day count and disables Apply for a 9-day span', async () => {
    const { user, onChange } = await renderPicker();

    const dialog = await openPicker(user);
    await user.click(day('March 2026', 2));
    await user.click(day('March 2026', 10));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Exceeded date range: 9 days selected, at most 7 allowed',
    );
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();

    // Back to 7 days: the message goes and Apply works again.
    await user.click(day('March 2026', 4));
    await user.click(day('March 2026', 10));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('04-03-2026 - 10-03-2026 · 7 days')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('counts a span across two months', async () => {
    const { user } = await renderPicker();

    const dialog = await openPicker(user);
    await user.click(day('February 2026', 24));
    await user.click(day('March 2026', 3));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Exceeded date range: 8 days selected, at most 7 allowed',
    );
  });

  it('swaps a range picked end first', async () => {
    const { user, onChange } = await renderPicker();

    const dialog = await openPicker(user);
    await user.click(day('March 2026', 12));
    await user.click(day('March 2026', 9));
    expect(within(dialog).getByText('09-03-2026 - 12-03-2026 · 4 days')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith(marchDays(9, 12));
    expect(field()).toHaveValue('09-03-2026 - 12-03-2026');
  });

  it('shows a reversed range from the URL swapped', async () => {
    await renderPicker({ dateFrom: marchDays(12, 12).dateFrom, dateTo: marchDays(9, 9).dateTo });

    expect(field()).toHaveValue('09-03-2026 - 12-03-2026');
  });

  it('closes on Escape without applying, and gives the focus back to the field', async () => {
    const { user, onChange } = await renderPicker();

    await openPicker(user);
    await user.click(day('March 2026', 11));
    await user.click(day('March 2026', 13));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue('18-03-2026 - 18-03-2026');
    expect(field()).toHaveFocus();
  });

  it('closes on Cancel without applying, and opens again on the applied range', async () => {
    const { user, onChange } = await renderPicker(marchDays(9, 12));

    const dialog = await openPicker(user);
    await user.click(day('March 2026', 2));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();

    const again = await openPicker(user);
    expect(within(again).getByText('09-03-2026 - 12-03-2026 · 4 days')).toBeInTheDocument();
  });

  it('offers no day after today and no later month', async () => {
    const { user } = await renderPicker();

    const dialog = await openPicker(user);

    expect(day('March 2026', 18)).toBeEnabled();
    expect(day('March 2026', 19)).toBeDisabled();
    expect(day('March 2026', 31)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /next month/i })).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('March 2026', 19));
    expect(within(dialog).getByText('18-03-2026 - 18-03-2026 · 1 day')).toBeInTheDocument();
  });

  it('starts the week on Monday', async () => {
    const { user } = await renderPicker();

    await openPicker(user);

    for (const month of ['February 2026', 'March 2026']) {
      // The weekday row is hidden from screen readers (each day's label names its weekday); it is seen.
      const headers = within(grid(month)).getAllByRole('columnheader', { hidden: true });
      expect(headers[0]).toHaveTextContent('Mo');
      expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
    }
    // 1 March 2026 is a Sunday: the last column of the first week.
    const firstWeek = within(grid('March 2026')).getAllByRole('row')[0];
    const cells = within(firstWeek).getAllByRole('gridcell');
    expect(cells).toHaveLength(7);
    expect(cells[6]).toHaveTextContent('1');
  });

  it('works from the keyboard: Enter opens, arrows and Enter pick, Tab reaches Apply', async () => {
    const { user, onChange } = await renderPicker();

    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date range' });
    await waitFor(() => expect(day('March 2026', 18)).toHaveFocus());

    await user.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Exceeded date range: 8 days selected');

    await user.keyboard('{ArrowRight}{Enter}{ArrowRight}{Enter}');
    expect(within(dialog).getByText('10-03-2026 - 11-03-2026 · 2 days')).toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledExactlyOnceWith(marchDays(10, 11));
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('speaks Polish: texts, month names and weekdays, Monday first', async () => {
    const { user } = await renderPicker(todayFilter(NOW), 'pl');

    const dialog = await openPicker(user, 'Zakres dat');

    expect(within(dialog).getByRole('button', { name: 'Dziś' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wczoraj' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zastosuj' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeInTheDocument();
    expect(within(grid('marzec 2026')).getAllByRole('columnheader', { hidden: true })[0]).toHaveAttribute(
      'aria-label',
      'poniedziałek',
    );

    await user.click(day('marzec 2026', 2));
    await user.click(day('marzec 2026', 10));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Przekroczono zakres dat: wybrano 9 dni, dozwolone najwyżej 7',
    );
  });
});
