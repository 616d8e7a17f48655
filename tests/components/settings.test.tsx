// /settings: the tabs per user (Company data for client users, read-only once the company is activated), the
// activation banner, API keys (shown once, revoke), company data with NIP/REGON checks, the question before the NIP is
// bound, the contract (generated only with the terms accepted, only from saved data: unsaved changes are saved or
// discarded first) and an active company's data as text with its contract, own password change, /settings/product.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/authProvider/tokenStorage.ts';
import type { ApiKeyRow, MyCompany } from '../../domain/accountSchemas.ts';
import { captureDownloads } from './support/downloads.ts';
import { clientMe, operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers, tokenResponse } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const pendingClient = (steps: Partial<{ companyData: boolean; contract: boolean }> = {}) => {
  const me = clientMe({ activated: false });
  me.registrationSteps.companyDataCompleted = steps.companyData ? '2026-11-20T10:00:00.000Z' : null;
  me.registrationSteps.contractGenerated = steps.contract ? '2026-11-20T11:00:00.000Z' : null;
  return me;
};

const CONTRACT_DATA = {
  name: 'Kwiaty sp. z o.o.',
  firstName: 'Anna',
  lastName: 'Kowalska',
  headquartersIn: 'Warszawa',
  nip: '5260250274',
  regon: '012100784',
  street: 'Prosta',
  streetNumber: '2',
  zipCode: '00-850',
  city: 'Warszawa',
};

const myCompany = (overrides: Partial<MyCompany> = {}): MyCompany => ({
  id: 3,
  name: 'Kwiaty sp. z o.o.',
  displayName: null,
  status: 'pending',
  activated: false,
  defaultPackageSize: 'M',
  registrationSteps: {
    productSelectionCompleted: '2026-11-20T09:00:00.000Z',
    locationsCompleted: '2026-11-20T09:05:00.000Z',
    companyDataCompleted: null,
    contractGenerated: null,
  },
  contractState: 'pending',
  contractGeneratedAt: null,
  contractData: null,
  locationsCount: 2,
  coverage: { pickupPoints: 2, coveredPickupPoints: 2, waitingIn: [], servedCities: [] },
  ...overrides,
});

const key = (overrides: Partial<ApiKeyRow> = {}): ApiKeyRow => ({
  id: 1,
  name: 'Sklep – produkcja',
  prefix: 'dck_ab12cd34',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'shop@example.com',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const contractPdf = () =>
  http.get(
    '/api/@me/contract',
    () =>
      new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="contract.pdf"' },
      }),
  );

const drafts = () => Object.keys(window.localStorage).filter((k) => k.startsWith('dc.draft.'));

const tabNames = () => screen.findAllByRole('tab').then((tabs) => tabs.map((t) => t.textContent));

describe('settings tabs', () => {
  it('shows General, Company data and Change password to a client whose company is not activated', async () => {
    server.use(
      ...sessionHandlers(pendingClient()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
    );
    await renderApp('/settings', { loggedIn: true });
    expect(await tabNames()).toEqual(['General', 'Company data', 'Change password']);
  });

  it('keeps Company data once the company is activated, and hides it from operators', async () => {
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
    );
    const first = await renderApp('/settings', { loggedIn: true });
    expect(await tabNames()).toEqual(['General', 'Company data', 'Change password']);
    first.unmount();
    server.use(...sessionHandlers(operatorMe(['settings.canAccessPage'])));
    await renderApp('/settings?tab=companyData', { loggedIn: true });
    expect(await tabNames()).toEqual(['General', 'Change password']);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('API integration')).toBeNull();
  });
});

describe('general tab', () => {
  it('shows the activation banner with the steps and the way to the company data', async () => {
    server.use(
      ...sessionHandlers(pendingClient()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    expect(await screen.findByText('Your account is not activated yet')).toBeInTheDocument();
    expect(screen.getByText('Next: fill in your company data for the contract.')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Steps to activation' });
    expect(within(steps).getAllByTitle('Done')).toHaveLength(2);
    expect(within(steps).getAllByTitle('To do')).toHaveLength(3);
    server.use(http.get('/api/@me/company', () => HttpResponse.json(myCompany())));
    await user.click(screen.getByRole('link', { name: 'Fill in company data' }));
    expect(await screen.findByRole('tab', { name: 'Company data' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the API keys and creates one that is shown once', async () => {
    let keys = [
      key({ id: 1, lastUsedAt: '2026-11-21T08:30:00.000Z' }),
      key({ id: 2, name: 'Stary', revokedAt: '2026-11-21T09:00:00.000Z' }),
    ];
    const bodies: unknown[] = [];
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json(keys)),
      http.post('/api/@me/api-keys/create', async ({ request }) => {
        bodies.push(await request.json());
        const created = key({ id: 3, name: 'BaseLinker', prefix: 'dck_99887766' });
        keys = [created, ...keys];
        return HttpResponse.json({ ...created, key: 'dck_99887766_secretsecretsecret' }, { status: 201 });
      }),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    const table = await screen.findByRole('table', { name: 'API integration' });
    expect(within(table).getByText('Sklep – produkcja')).toBeInTheDocument();
    expect(within(table).getAllByText('dck_ab12cd34…')).toHaveLength(2);
    expect(within(table).getByText('revoked')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');

    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'BaseLinker');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await within(dialog).findByDisplayValue('dck_99887766_secretsecretsecret')).toBeInTheDocument();
    expect(within(dialog).getByText(/it is shown only once/)).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'BaseLinker' }]);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('BaseLinker')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('dck_99887766_secretsecretsecret')).toBeNull();
  });

  it('revokes a key after confirmation', async () => {
    let keys = [key()];
    const revoked: unknown[] = [];
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json(keys)),
      http.post('/api/@me/api-keys/revoke', async ({ request }) => {
        revoked.push(await request.json());
        keys = [key({ revokedAt: '2026-11-22T10:00:00.000Z' })];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Revoke the key "Sklep – produkcja"?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key "Sklep – produkcja" was revoked')).toBeInTheDocument();
    expect(revoked).toEqual([{ id: 1 }]);
    expect(await screen.findByText('revoked')).toBeInTheDocument();
  });

  it('shows the empty state, and an error with refresh', async () => {
    let fail = true;
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => (fail ? apiError(500, 'unknown') : HttpResponse.json([]))),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    const alert = (await screen.findByText(/The API keys could not be loaded/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });
});

describe('company data tab', () => {
  /** The company as the server keeps it: GET /api/@me/company answers it, each change's answer replaces it. */
  let stored: MyCompany;
  const answer = (company: MyCompany) => {
    stored = company;
    return HttpResponse.json(company);
  };

  const openTab = async (company: MyCompany, steps: Parameters<typeof pendingClient>[0] = {}) => {
    stored = company;
    server.use(
      ...sessionHandlers(pendingClient(steps)),
      http.get('/api/@me/company', () => HttpResponse.json(stored)),
    );
    const view = await renderApp('/settings?tab=companyData', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Company data' });
    return view;
  };

  const type = async (user: Awaited<ReturnType<typeof renderApp>>['user'], label: RegExp, text: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, text);
  };

  it('keeps what was typed across a reload until it is saved', async () => {
    const first = await openTab(myCompany());
    await type(first.user, /^Representative first name/, 'Anna');
    await type(first.user, /^City/, 'Gdańsk');
    first.unmount();
    await openTab(myCompany());
    await waitFor(() => expect(screen.getByLabelText(/^Representative first name/)).toHaveValue('Anna'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Gdańsk');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Kwiaty sp. z o.o.');
  });

  it('checks NIP, REGON and the zip code with the shared rules, then saves under the stored names', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/@me/company-data', async ({ request }) => {
        bodies.push(await request.json());
        return answer(myCompany({ contractData: CONTRACT_DATA, contractState: 'not_generated' }));
      }),
    );
    const { user } = await openTab(myCompany());
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Kwiaty sp. z o.o.');
    expect(
      screen.getByText('Fill in and save the company data first: the contract is generated from them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate contract' })).toBeNull();

    await type(user, /^Representative first name/, 'Anna');
    await type(user, /^Representative last name/, 'Kowalska');
    await type(user, /^NIP/, '5260250275');
    await type(user, /^REGON/, '012100785');
    await type(user, /^Registered office/, 'Warszawa');
    await type(user, /^Street/, 'Prosta');
    await type(user, /^Building no/, '2');
    await type(user, /^Zip code/, '00850');
    await type(user, /^City/, 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Save company data' }));
    expect(await screen.findByText(/Value must be a valid NIP/)).toBeInTheDocument();
    expect(screen.getByText(/Value must be a valid REGON/)).toBeInTheDocument();
    expect(screen.getByText('Value must be a postal code like 00-000')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await type(user, /^NIP/, '526-025-02-74');
    await type(user, /^REGON/, '012100784');
    await type(user, /^Zip code/, '00-850');
    await user.click(screen.getByRole('button', { name: 'Save company data' }));
    const bind = await screen.findByRole('dialog', { name: 'Bind this NIP to your company?' });
    await user.click(within(bind).getByRole('button', { name: 'Save with this NIP' }));
    expect(await screen.findByText('Company data updated')).toBeInTheDocument();
    // Saved: the draft of what was typed is gone.
    expect(drafts()).toEqual([]);
    expect(bodies).toEqual([
      {
        name: 'Kwiaty sp. z o.o.',
        firstName: 'Anna',
        lastName: 'Kowalska',
        regon: '012100784',
        nip: '526-025-02-74',
        headquartersIn: 'Warszawa',
        street: 'Prosta',
        streetNumber: '2',
        city: 'Warszawa',
        zipCode: '00-850',
      },
    ]);
    expect(
      await screen.findByText('Your contract is ready to be generated. Generating it means you accept the terms.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^NIP/)).toHaveAttribute('readonly');
  });

  it('generates the contract only with the terms accepted, then downloads contract.pdf', async () => {
    const generated: unknown[] = [];
    server.use(
      http.post('/api/@me/contract/generate', async ({ request }) => {
        generated.push(await request.json());
        return answer(
          myCompany({
            contractData: CONTRACT_DATA,
            contractState: 'generated',
            contractGeneratedAt: '2026-11-22T10:00:00.000Z',
          }),
        );
      }),
      contractPdf(),
    );
    const saved = captureDownloads();
    const { user } = await openTab(myCompany({ contractData: CONTRACT_DATA, contractState: 'not_generated' }), {
      companyData: true,
    });
    const generate = screen.getByRole('button', { name: 'Generate contract' });
    expect(generate).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(generate);
    expect(await screen.findByText('Contract generated')).toBeInTheDocument();
    expect(generated).toEqual([{ acceptTerms: true }]);
    expect(screen.getByText('generated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download contract' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['contract.pdf']));
  });

  it('shows downloadContractFailure when the download fails', async () => {
    server.use(http.get('/api/@me/contract', () => apiError(409, 'contract_not_generated')));
    const { user } = await openTab(myCompany({ contractData: CONTRACT_DATA, contractState: 'generated' }), {
      companyData: true,
      contract: true,
    });
    await user.click(screen.getByRole('button', { name: 'Download contract' }));
    expect(await screen.findByText('The contract could not be downloaded. Try again later.')).toBeInTheDocument();
  });

  it('asks before the first save binds the NIP, showing the NIP and the company name; cancel keeps the form as typed', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/@me/company-data', async ({ request }) => {
        bodies.push(await request.json());
        return answer(myCompany({ contractData: CONTRACT_DATA, contractState: 'not_generated' }));
      }),
    );
    const { user } = await openTab(myCompany());
    await type(user, /^Company name/, 'Kwiaty Nowe sp. z o.o.');
    await type(user, /^Representative first name/, 'Anna');
    await type(user, /^Representative last name/, 'Kowalska');
    await type(user, /^NIP/, '5260250274');
    await type(user, /^REGON/, '012100784');
    await type(user, /^Registered office/, 'Warszawa');
    await type(user, /^Street/, 'Prosta');
    await type(user, /^Zip code/, '00-850');
    await type(user, /^City/, 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Save company data' }));

    const bind = await screen.findByRole('dialog', { name: 'Bind this NIP to your company?' });
    expect(
      within(bind).getByText(
        'After saving, the NIP cannot be changed: your company data and contract stay bound to it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(bind)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['NIP', 'Company name']);
    expect(
      within(bind)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['526-025-02-74', 'Kwiaty Nowe sp. z o.o.']);
    expect(within(bind).getByText(/To change it after saving, write to us at/)).toBeInTheDocument();
    expect(within(bind).getByRole('link', { name: 'wsparcie@delivery-console.pl' })).toHaveAttribute(
      'href',
      'mailto:wsparcie@delivery-console.pl',
    );

    // Correcting first: nothing is sent and the form keeps what was typed.
    await user.click(within(bind).getByRole('button', { name: 'Correct the data' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
    expect(screen.getByLabelText(/^NIP/)).toHaveValue('5260250274');
    expect(screen.getByLabelText(/^NIP/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Kwiaty Nowe sp. z o.o.');
    expect(drafts()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save company data' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bind this NIP to your company?' })).getByRole('button', {
        name: 'Save with this NIP',
      }),
    );
    expect(await screen.findByText('Company data updated')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ nip: '5260250274', name: 'Kwiaty Nowe sp. z o.o.' })]);
    await waitFor(() => expect(screen.getByLabelText(/^NIP/)).toHaveAttribute('readonly'));

    // Once the NIP is saved, later saves ask nothing.
    await type(user, /^City/, 'Warszawa-Wola');
    await user.click(screen.getByRole('button', { name: 'Save company data' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('unsaved changes and the contract', () => {
    const SAVED_DATA = { ...CONTRACT_DATA, krs: '0000123456', apartmentNumber: '4' };

    /** The saved company, with KRS and apartment number typed and restored from the draft after a reload. */
    const openWithRestoredChanges = async (company: MyCompany) => {
      const first = await openTab(company, { companyData: true, contract: company.contractState === 'generated' });
      await type(first.user, /^KRS/, '0000123456');
      await type(first.user, /^Apartment no/, '4');
      first.unmount();
      const view = await openTab(company, { companyData: true, contract: company.contractState === 'generated' });
      await waitFor(() => expect(screen.getByLabelText(/^KRS/)).toHaveValue('0000123456'));
      expect(screen.getByLabelText(/^Apartment no/)).toHaveValue('4');
      expect(
        screen.getByText('The company data above have unsaved changes: the contract is made only from saved data.'),
      ).toBeInTheDocument();
      return view;
    };

    it('“Save and generate” saves the changes, then generates the contract from the saved data', async () => {
      const calls: string[] = [];
      const bodies: unknown[] = [];
      server.use(
        http.post('/api/@me/company-data', async ({ request }) => {
          calls.push('save');
          bodies.push(await request.json());
          return answer(myCompany({ contractData: SAVED_DATA, contractState: 'not_generated' }));
        }),
        http.post('/api/@me/contract/generate', () => {
          calls.push('generate');
          return answer(
            myCompany({
              contractData: SAVED_DATA,
              contractState: 'generated',
              contractGeneratedAt: '2026-11-22T10:00:00.000Z',
            }),
          );
        }),
      );
      const { user } = await openWithRestoredChanges(
        myCompany({ contractData: CONTRACT_DATA, contractState: 'not_generated' }),
      );
      await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
      await user.click(screen.getByRole('button', { name: 'Generate contract' }));

      const dialog = await screen.findByRole('dialog', { name: 'Save your changes first' });
      expect(
        within(dialog).getByText(
          'The company data form has changes that are not saved. The contract is made only from saved data, so it would not contain them.',
        ),
      ).toBeInTheDocument();
      expect(calls).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Save and generate' }));

      expect(await screen.findByText('Contract generated')).toBeInTheDocument();
      expect(calls).toEqual(['save', 'generate']);
      expect(bodies).toEqual([expect.objectContaining({ krs: '0000123456', apartmentNumber: '4' })]);
      expect(drafts()).toEqual([]);
      expect(screen.queryByText(/have unsaved changes/)).toBeNull();
      expect(screen.getByLabelText(/^KRS/)).toHaveValue('0000123456');
    });

    it('“Discard changes and download” puts the saved data back and downloads the contract as saved', async () => {
      const posted: string[] = [];
      server.use(
        http.post('/api/@me/company-data', () => {
          posted.push('save');
          return apiError(500, 'unknown');
        }),
        contractPdf(),
      );
      const saved = captureDownloads();
      const { user } = await openWithRestoredChanges(
        myCompany({
          contractData: CONTRACT_DATA,
          contractState: 'generated',
          contractGeneratedAt: '2026-11-20T11:00:00.000Z',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Download contract' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save your changes first' });
      expect(saved).toEqual([]);
      expect(within(dialog).getByRole('button', { name: 'Save, generate and download' })).toBeDisabled();

      // Keep editing: nothing happens, the changes stay.
      await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByLabelText(/^KRS/)).toHaveValue('0000123456');

      await user.click(screen.getByRole('button', { name: 'Download contract' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Save your changes first' })).getByRole('button', {
          name: 'Discard changes and download',
        }),
      );
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['contract.pdf']));
      expect(posted).toEqual([]);
      expect(screen.getByLabelText(/^KRS/)).toHaveValue('');
      expect(screen.getByLabelText(/^Apartment no/)).toHaveValue('');
      expect(drafts()).toEqual([]);
      expect(screen.queryByText(/have unsaved changes/)).toBeNull();

      // Saved data on screen: the download asks nothing.
      await user.click(screen.getByRole('button', { name: 'Download contract' }));
      await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['contract.pdf', 'contract.pdf']));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

describe('company data of an active company', () => {
  const ACTIVE_DATA = { ...CONTRACT_DATA, displayName: 'Kwiaty', krs: '0000123456', apartmentNumber: '4' };

  it('shows every field as text, with whom to write to change them, and still downloads the contract', async () => {
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/company', () =>
        HttpResponse.json(
          myCompany({
            status: 'active',
            activated: true,
            displayName: 'Kwiaty',
            contractState: 'signed',
            contractGeneratedAt: '2026-11-20T11:00:00.000Z',
            contractData: ACTIVE_DATA,
          }),
        ),
      ),
      contractPdf(),
    );
    const saved = captureDownloads();
    const { user } = await renderApp('/settings?tab=companyData', { loggedIn: true });
    expect(await screen.findByRole('tab', { name: 'Company data' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText(
        'Your company is active: these data are part of your signed contract and are shown as saved.',
      ),
    ).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      'Company name': 'Kwiaty sp. z o.o.',
      'Display name': 'Kwiaty',
      'Representative first name': 'Anna',
      'Representative last name': 'Kowalska',
      NIP: '526-025-02-74',
      REGON: '012100784',
      KRS: '0000123456',
      'Registered office': 'Warszawa',
      'Share capital': 'not given',
      Street: 'Prosta',
      'Building no': '2',
      'Apartment no': '4',
      'Zip code': '00-850',
      City: 'Warszawa',
    });
    // Text, not inputs that look editable; nothing to save, no contract to generate.
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save company data' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();

    expect(screen.getByText(/To change them, write to us at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'wsparcie@delivery-console.pl' })).toHaveAttribute(
      'href',
      `mailto:wsparcie@delivery-console.pl?subject=${encodeURIComponent('Change of company data: Kwiaty sp. z o.o.')}`,
    );

    const contract = screen.getByRole('region', { name: 'Contract' });
    expect(within(contract).getByText('signed and accepted')).toBeInTheDocument();
    await user.click(within(contract).getByRole('button', { name: 'Download contract' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['contract.pdf']));
  });

  it('says when no company data are saved, and offers no contract to download then', async () => {
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/company', () =>
        HttpResponse.json(myCompany({ status: 'active', activated: true, contractState: 'signed' })),
      ),
    );
    await renderApp('/settings?tab=companyData', { loggedIn: true });
    expect(await screen.findByText('No company data are saved for your company.')).toBeInTheDocument();
    expect(screen.getByText(/To change them, write to us at/)).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Download contract' })).toBeNull();
  });
});

describe('change password tab', () => {
  const open = async () => {
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
    );
    const view = await renderApp('/settings?tab=changePassword', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Change password' });
    return view;
  };
  const fill = async (
    user: Awaited<ReturnType<typeof renderApp>>['user'],
    old: string,
    next: string,
    confirm: string,
  ) => {
    await user.type(screen.getByLabelText(/^Current password/), old);
    await user.type(screen.getByLabelText(/^New password/), next);
    await user.type(screen.getByLabelText(/^Repeat the new password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('checks the length and the confirmation', async () => {
    const { user } = await open();
    await fill(user, 'stare123', 'krot', 'inne');
    expect(await screen.findByText('Must be at least 7 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'nowe-haslo-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords are not the same')).toBeInTheDocument();
  });

  it('replaces the session token with the returned one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/@me/change-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(tokenResponse('after-password-change', 'client'));
      }),
    );
    const { user } = await open();
    await fill(user, 'stare123', 'nowe-haslo-1', 'nowe-haslo-1');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(bodies).toEqual([
      { oldPassword: 'stare123', newPassword: 'nowe-haslo-1', newPasswordConfirmation: 'nowe-haslo-1' },
    ]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('after-password-change');
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
    expect(currentPath()).toBe('/settings');
  });

  it('says the current password is wrong for password_does_not_match', async () => {
    server.use(http.post('/api/@me/change-password', () => apiError(409, 'password_does_not_match')));
    const { user } = await open();
    await fill(user, 'zle-haslo1', 'nowe-haslo-1', 'nowe-haslo-1');
    expect((await screen.findAllByText('The current password is not correct')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The current password is not correct',
    );
  });
});

describe('/settings/product', () => {
  it('changes the default package size', async () => {
    let company = myCompany({ status: 'active', activated: true, defaultPackageSize: 'M' });
    const bodies: unknown[] = [];
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
      http.get('/api/@me/company', () => HttpResponse.json(company)),
      http.post('/api/auth/select-product', async ({ request }) => {
        const body = (await request.json()) as { defaultPackageSize: 'S' };
        bodies.push(body);
        company = { ...company, defaultPackageSize: body.defaultPackageSize };
        return HttpResponse.json(company);
      }),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Default package size' }));
    expect(await screen.findByRole('radio', { name: /^M:/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^S:/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Default package size saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ defaultPackageSize: 'S' }]);
    expect(currentPath()).toBe('/settings/product');
  });
});
