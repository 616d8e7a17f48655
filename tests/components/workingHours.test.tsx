// Working hours in the location form and on the company page: several ranges a day (add, remove, overlap error under
// the field), the special-dates calendar (pick a date, closed or other hours, list, remove), the body sent keeping the
// settings the form does not show, and the company's default working hours section.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CompanyDetails } from '../../domain/companySchemas.ts';
import type { CompanyLocations, Location } from '../../domain/locationApi.ts';
import type { WorkingSettings } from '../../domain/types.ts';
import { WorkingSettingsSection } from '../../src/resources/companies/sections/CompanySections.tsx';
import { CompanyLocationsSection } from '../../src/resources/locations/CompanyLocationsSection.tsx';
import { dateKey } from '../../src/resources/locations/SpecialDatesEditor.tsx';
import { operatorMe } from './support/fixtures.ts';
import { renderInSession } from './support/renderInSession.tsx';
import { server } from './support/server.ts';

const hm = (hour: number, minute = 0) => ({ hour, minute });
const STORED: WorkingSettings = {
  monday: { closed: false, from: hm(8), to: hm(16) },
  sunday: { closed: true },
  defaultWorkingHours: { closed: false, from: hm(9), to: hm(17) },
  nonStandardWorkingHours: true,
  zone: 'Europe/Warsaw',
};

const location = (workingSettings: WorkingSettings = STORED): Location => ({
  id: 5,
  companyId: 3,
  name: 'Kwiaciarnia Centrum',
  phone: '600 100 200',
  address: {
    street: 'Prosta 2',
    city: 'Warszawa',
    zipCode: '00-850',
    formatted: 'Prosta 2, 00-850 Warszawa',
    lat: 52.23258,
    lng: 20.99429,
  },
  defaultNote: null,
  active: true,
  workingSettings,
  createdAt: '2026-01-01T10:00:00.000Z',
});

const ADMIN = operatorMe(['company.canAccessPage', 'company.canWrite']);

const openEditor = async (stored: Location) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/region/locations', () =>
      HttpResponse.json<CompanyLocations[]>([{ companyId: 3, companyName: 'Kwiaty', locations: [stored] }]),
    ),
    http.post('/api/region/locations/update', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(stored);
    }),
  );
  const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
  await user.click(await screen.findByRole('button', { name: 'Edit Kwiaciarnia Centrum' }));
  const form = await screen.findByRole('dialog');
  return { user, form, bodies };
};

/** A day `days` ahead (local), going to the next month on the calendar when needed. */
const pickDay = async (
  user: ReturnType<typeof import('@testing-library/user-event').default.setup>,
  container: HTMLElement,
  days: number,
) => {
  const today = new Date();
  const target = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  // To the target's month from the one shown (an earlier pick may have turned the page already: the last days of a
  // month, the next pick is in the next one).
  const month = target.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const shown = () => container.querySelector('.rdp-caption_label')?.textContent?.trim();
  for (let turns = 0; shown() !== month && turns < 12; turns++)
    await user.click(within(container).getByRole('button', { name: /next month/i }));
  expect(shown()).toBe(month);
  const grid = within(container).getByRole('grid');
  await user.click(within(grid).getByText(String(target.getDate()), { selector: 'button' }));
  return dateKey(target);
};

describe('the weekly hours editor', () => {
  it('adds and removes ranges of a day; an overlap shows under the field; several ranges are sent', async () => {
    const { user, form, bodies } = await openEditor(location());
    const monday = within(form).getByTestId('hours-monday');
    expect(within(monday).getByLabelText('Monday From')).toHaveValue('08:00');
    await user.click(within(monday).getByRole('button', { name: 'Monday: Add a range' }));
    fireEvent.change(within(monday).getByLabelText('Monday, range 2 From'), { target: { value: '15:00' } });
    fireEvent.change(within(monday).getByLabelText('Monday, range 2 To'), { target: { value: '18:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(monday).findByText('The range overlaps another range of the day')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    fireEvent.change(within(monday).getByLabelText('Monday, range 2 From'), { target: { value: '16:30' } });
    await user.click(within(monday).getByRole('button', { name: 'Monday: Add a range' }));
    expect(within(monday).getByLabelText('Monday, range 3 From')).toHaveValue('');
    await user.click(within(monday).getByRole('button', { name: 'Monday, range 3: Remove the range' }));
    expect(within(monday).queryByLabelText('Monday, range 3 From')).not.toBeInTheDocument();
    // A closed day disables its ranges.
    await user.click(within(form).getByLabelText('Saturday: Closed'));
    expect(within(form).getByLabelText('Saturday From')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.workingSettings).toEqual({
      ...STORED,
      monday: {
        closed: false,
        ranges: [
          { from: hm(8), to: hm(16) },
          { from: hm(16, 30), to: hm(18) },
        ],
      },
      saturday: { closed: true },
    });
  });

  it('saving unchanged sends the stored settings back whole', async () => {
    const { user, form, bodies } = await openEditor(
      location({ ...STORED, customDates: [{ date: '2099-12-24', closed: true }] }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.workingSettings).toEqual({ ...STORED, customDates: [{ date: '2099-12-24', closed: true }] });
  });
});

describe('the special-dates calendar', () => {
  it('picks dates on the calendar, marks one closed and gives another other hours, lists and removes them', async () => {
    const { user, form, bodies } = await openEditor(location());
    const editor = within(form).getByRole('group', { name: 'Special dates' });
    expect(within(editor).getByText('No special dates.')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Closed that day' })).toBeDisabled();

    const closedDay = await pickDay(user, editor, 2);
    await user.click(within(editor).getByRole('button', { name: 'Closed that day' }));
    const closedRow = await within(editor).findByTestId(`special-date-${closedDay}`);
    expect(within(closedRow).getByLabelText(/: Closed$/)).toBeChecked();

    const otherDay = await pickDay(user, editor, 3);
    await user.click(within(editor).getByRole('button', { name: 'Other hours that day' }));
    const otherRow = await within(editor).findByTestId(`special-date-${otherDay}`);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(otherRow).findAllByText('Enter both times or mark the day closed')).length).toBeGreaterThan(0);
    const [from, to] = within(otherRow).getAllByLabelText(/ (From|To)$/);
    fireEvent.change(from!, { target: { value: '10:00' } });
    fireEvent.change(to!, { target: { value: '14:00' } });

    const third = await pickDay(user, editor, 4);
    await user.click(within(editor).getByRole('button', { name: 'Closed that day' }));
    const thirdRow = await within(editor).findByTestId(`special-date-${third}`);
    await user.click(within(thirdRow).getByRole('button', { name: /: Remove the date$/ }));
    expect(within(editor).queryByTestId(`special-date-${third}`)).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.workingSettings).toEqual({
      ...STORED,
      customDates: [
        { date: closedDay, closed: true },
        { date: otherDay, closed: false, from: hm(10), to: hm(14) },
      ],
    });
  });
});

describe("the company's default working hours", () => {
  it('shows the defaults, edits them with the same editors and sends the section', async () => {
    const company = {
      id: 7,
      name: 'Kwiaty',
      workingSettings: { friday: { closed: false, from: hm(9), to: hm(17) }, zone: 'Europe/Warsaw' },
    } as unknown as CompanyDetails;
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/company/update', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ company: { ...company, workingSettings: body.workingSettings } });
      }),
    );
    let saved: CompanyDetails | null = null;
    const { user } = await renderInSession(
      <WorkingSettingsSection company={company} canWrite onSaved={(c) => (saved = c)} />,
      ADMIN,
    );
    const section = await screen.findByRole('region', { name: 'Default working hours' });
    expect(within(section).getByText('Fri 09:00–17:00')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit: Default working hours' }));
    fireEvent.change(within(section).getByLabelText('Saturday From'), { target: { value: '12:00' } });
    fireEvent.change(within(section).getByLabelText('Saturday To'), { target: { value: '10:00' } });
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('The closing time must be after the opening time')).toBeInTheDocument();
    fireEvent.change(within(section).getByLabelText('Saturday To'), { target: { value: '14:00' } });
    const closedDay = await pickDay(user, within(section).getByRole('group', { name: 'Special dates' }), 5);
    await user.click(within(section).getByRole('button', { name: 'Closed that day' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      companyId: 7,
      workingSettings: {
        friday: { closed: false, from: hm(9), to: hm(17) },
        saturday: { closed: false, from: hm(12), to: hm(14) },
        customDates: [{ date: closedDay, closed: true }],
        zone: 'Europe/Warsaw',
      },
    });
    await waitFor(() => expect(saved).not.toBeNull());
  });
});
