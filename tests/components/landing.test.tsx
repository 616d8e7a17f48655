// The public sales landing page (/register/landing) and the privacy policy (/privacy): the pitch and the logos, the
// demo-request form's field errors, a successful submit with the thank-you and the case study button (disabled for
// 5 s after a click), server errors, the data controller notice and its link.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDF_BUTTON_DISABLED_MS } from '../../domain/constants.ts';
import { landingEn } from '../../locales/en/landing.ts';
import { landingPl } from '../../locales/pl/landing.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** The register call: records the bodies, answers with `respond` (204 by default). */
const registerReturns = (respond: () => Response = () => new HttpResponse(null, { status: 204 })) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/lead/register', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

const fillValid = async (user: User) => {
  await user.type(await screen.findByRole('textbox', { name: /first and last name/i }), 'Anna Kowalczyk');
  await user.type(field(/company name/i), 'Sklep Zielony');
  await user.type(field(/business e-mail/i), 'anna@sklep-zielony.pl');
  await user.type(field(/phone/i), '600 100 200');
  await user.type(field(/what do you ship/i), '300 paczek dziennie');
  await user.click(screen.getByRole('checkbox', { name: /agree to be contacted/i }));
};

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Send the request' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('sales landing page (/register/landing)', () => {
  it('pitches delivery from 90 minutes and at most the products’ 180 (one truth), with the three benefits, how it works and the client logos', async () => {
    await renderApp('/register/landing');

    expect(await screen.findByRole('heading', { level: 1, name: /^Delivery from 90\s+minutes$/ })).toBeInTheDocument();
    for (const benefit of ['Higher margin', 'Customer loyalty', 'Fewer returns']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    expect(
      screen.getByText(/in as little as 90 minutes and at most 180, or in the time slot your customer picks/),
    ).toBeInTheDocument();
    expect(screen.getByText('90–180 min')).toBeInTheDocument();
    for (const step of [
      'Order in the panel or through the API',
      'The driver picks it up',
      'Delivered in 90–180 minutes',
    ]) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    const logos = within(screen.getByRole('region', { name: 'Trusted by shops across Poland' })).getAllByRole('img');
    expect(logos).toHaveLength(6);
    expect(logos[0]).toHaveAttribute('alt', 'Apteka Słoneczna logo');
    for (const logo of logos) expect(logo.getAttribute('src')).toMatch(/^\/images\/companies\/[a-z-]+\.svg$/);
    expect(document.title).toBe('Delivery from 90 minutes for online shops – delivery-console');
    // Self-service sign-up, not only a demo: in the header and the hero.
    const signUps = [
      within(screen.getByRole('banner')).getByRole('link', { name: 'Create an account' }),
      screen.getByRole('link', { name: 'Create a free account' }),
    ];
    for (const link of signUps) expect(link).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('button', { name: /Book a( free)? demo/ }).length).toBeGreaterThanOrEqual(2);
  });

  it('links to the privacy policy in the data controller notice, and to sign-in and registration in the footer', async () => {
    await renderApp('/register/landing');

    const notice = await screen.findByText(/The controller of your personal data is Delivery Console sp\. z o\.o\./);
    expect(within(notice).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(footer).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('puts the cursor in the form from the call to action', async () => {
    const { user } = await renderApp('/register/landing');

    await user.click(await screen.findByRole('button', { name: 'Book a free demo' }));
    expect(field(/first and last name/i)).toHaveFocus();
  });

  it('shows the field errors of the shared rules under the fields and sends nothing', async () => {
    const bodies = registerReturns();
    const { user } = await renderApp('/register/landing');
    await screen.findByRole('textbox', { name: /first and last name/i });

    await submit(user);
    expect(await screen.findAllByText('Field is required')).toHaveLength(3);
    expect(screen.getByText('You have to accept this')).toBeInTheDocument();
    expect(field(/first and last name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /agree to be contacted/i })).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/first and last name/i), 'A');
    await user.type(field(/business e-mail/i), 'anna@');
    await user.type(field(/phone/i), '12 34');
    fireEvent.change(field(/what do you ship/i), { target: { value: 'x'.repeat(1001) } });
    await submit(user);
    expect(await screen.findByText('Must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Field must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter 9 digits (optionally after +48) or a dash')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 1000 characters')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends the request with the utm source, then shows the thank-you with the case study; the button rests 5 s after a click', async () => {
    const bodies = registerReturns();
    const { user } = await renderApp('/register/landing?utm_source=newsletter&utm_campaign=jesien&other=1');

    await fillValid(user);
    await submit(user);

    expect(
      await screen.findByRole('heading', { name: 'Thank you! We have received your request.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Anna Kowalczyk',
        email: 'anna@sklep-zielony.pl',
        phone: '600 100 200',
        companyName: 'Sklep Zielony',
        message: '300 paczek dziennie',
        consent: true,
        website: '',
        source: 'utm_source=newsletter&utm_campaign=jesien',
      },
    ]);

    const download = screen.getByRole('link', { name: 'Download the case study (PDF)' });
    expect(download).toHaveAttribute('href', '/docs/case-study.pdf');
    expect(download).toHaveAttribute('download');
    expect(download).not.toHaveAttribute('aria-disabled');
    // jsdom cannot download; keep it from trying to navigate.
    const noNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', noNavigation);
    try {
      vi.useFakeTimers();
      fireEvent.click(download);
      expect(download).toHaveAttribute('aria-disabled', 'true');
      act(() => vi.advanceTimersByTime(PDF_BUTTON_DISABLED_MS - 1));
      expect(download).toHaveAttribute('aria-disabled', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(download).not.toHaveAttribute('aria-disabled');
      // Again after each click.
      fireEvent.click(download);
      expect(download).toHaveAttribute('aria-disabled', 'true');
      act(() => vi.advanceTimersByTime(PDF_BUTTON_DISABLED_MS));
      expect(download).not.toHaveAttribute('aria-disabled');
    } finally {
      document.removeEventListener('click', noNavigation);
    }
  });

  it.each([
    [
      500,
      'internal',
      /We could not send your request\. Try again in a moment or write to us at sprzedaz@delivery-console\.pl/,
    ],
    [429, 'too_many_requests', /several requests from your network in a short time/],
  ])('shows a server error %i %s above the button and keeps the values', async (status, code, text) => {
    registerReturns(() => apiError(status, code));
    const { user } = await renderApp('/register/landing');

    await fillValid(user);
    await submit(user);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Thank you! We have received your request.')).not.toBeInTheDocument();
    expect(field(/company name/i)).toHaveValue('Sklep Zielony');
    expect(screen.getByRole('button', { name: 'Send the request' })).toBeEnabled();
  });

  it('shows the server’s field errors under the fields', async () => {
    registerReturns(() =>
      HttpResponse.json(
        {
          name: 'BadRequest',
          message: 'Invalid input',
          errorCode: 'validation_failed',
          errors: { email: ['validation.email'] },
        },
        { status: 400 },
      ),
    );
    const { user } = await renderApp('/register/landing');

    await fillValid(user);
    await submit(user);

    expect(await screen.findByText('Field must be a valid email address')).toBeInTheDocument();
    expect(field(/business e-mail/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables the submit button while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    registerReturns(() => undefined as never);
    server.use(http.post('/api/lead/register', () => new Promise<Response>((resolve) => (answer = resolve))));
    const { user } = await renderApp('/register/landing');

    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send the request' })).toBeDisabled());
    answer(new HttpResponse(null, { status: 204 }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! We have received your request.' }),
    ).toBeInTheDocument();
  });

  it('opens the privacy policy from the notice', async () => {
    const { user } = await renderApp('/register/landing');

    await user.click(await screen.findByRole('link', { name: 'privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(currentPath()).toBe('/privacy');
  });
});

describe('privacy policy (/privacy)', () => {
  it('names the controller, the legal basis, the retention and the rights', async () => {
    await renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    for (const title of [
      '1. Data controller',
      '3. Purposes and legal basis (GDPR art. 6)',
      '5. How long we keep data',
      '6. Your rights',
      '7. Complaint',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        /The controller of your personal data is Delivery Console sp\. z o\.o\., ul\. Prosta 20, 00.850 Warszawa/,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/rodo@delivery-console\.pl/).length).toBeGreaterThan(0);
    expect(screen.getByText(/art\. 6\(1\)\(c\)/)).toBeInTheDocument();
  });

  it('stays open for a signed-in user', async () => {
    server.use(...sessionHandlers(operatorMe()));
    await renderApp('/privacy', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/privacy');
  });

  it('sends a signed-in user away from the landing page, as every public page', async () => {
    server.use(...sessionHandlers(operatorMe()));
    await renderApp('/register/landing', { loggedIn: true });
    await waitFor(() => expect(currentPath()).not.toBe('/register/landing'));
  });
});

describe('the landing page’s language', () => {
  /** A browser whose languages the console does not speak (German), so no language is chosen for the visitor. */
  const germanBrowser = () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de']);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
  };
  const chooseLanguage = async (user: User, current: string, next: string) => {
    await user.click(await screen.findByRole('button', { name: current }));
    await user.click(await screen.findByRole('menuitem', { name: next }));
  };
  /** The English texts of the page's sections that the Polish copy words differently (placeholders left out). */
  const englishOnlyTexts = () => {
    const leaves = (value: unknown, other: unknown): string[] =>
      typeof value === 'string'
        ? value !== other && !value.includes('%{') && value.length >= 8
          ? [value]
          : []
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, v]) =>
              leaves(v, (other as Record<string, unknown> | undefined)?.[key]),
            )
          : [];
    const { nav, hero, benefits, how, logos, footer } = landingEn;
    const { nav: plNav, hero: plHero, benefits: plBenefits, how: plHow, logos: plLogos, footer: plFooter } = landingPl;
    return leaves(
      { nav, hero, benefits, how, logos, footer },
      { nav: plNav, hero: plHero, benefits: plBenefits, how: plHow, logos: plLogos, footer: plFooter },
    );
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('speaks Polish when no language was chosen and the browser offers none the console speaks, every text from the locale', async () => {
    germanBrowser();
    await renderApp('/register/landing');

    expect(await screen.findByRole('heading', { level: 1, name: /^Dostawa już od\s+90\s+minut$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Polski' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pl');
    expect(document.title).toMatch(/^Dostawa już od 90 minut/);
    const text = document.body.textContent ?? '';
    const english = englishOnlyTexts();
    expect(english.length).toBeGreaterThan(20);
    for (const phrase of english) expect(text, phrase).not.toContain(phrase);
  });

  it('follows the language menu (English, Czech) and keeps the choice', async () => {
    germanBrowser();
    const { user, unmount } = await renderApp('/register/landing');
    await screen.findByRole('heading', { level: 1, name: /^Dostawa już od\s+90\s+minut$/ });

    await chooseLanguage(user, 'Polski', 'English');
    expect(await screen.findByRole('heading', { level: 1, name: /^Delivery from 90\s+minutes$/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Higher margin' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await chooseLanguage(user, 'English', 'Čeština');
    expect(await screen.findByRole('heading', { level: 1, name: /^Doručení už od\s+90\s+minut$/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('cs');
    unmount();

    // The choice is kept: the next visit is in Czech although Polish is the page's default.
    await renderApp('/register/landing');
    expect(await screen.findByRole('heading', { level: 1, name: /^Doručení už od\s+90\s+minut$/ })).toBeInTheDocument();
  });

  it('follows the browser’s language before any choice (English here)', async () => {
    await renderApp('/register/landing');
    expect(await screen.findByRole('heading', { level: 1, name: /^Delivery from 90\s+minutes$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
