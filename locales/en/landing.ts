// English messages of the sales landing page, the privacy policy and the operators' list of demo requests (merged
// into locales/en.ts under the key `landing`). Polish is the primary copy (locales/pl/landing.ts): the page speaks
// to Polish merchants. %{controller}, %{address}, %{email} come from src/custom-pages/landing/company.ts.
export const landingEn = {
  pageTitle: 'Delivery from %{fastest} minutes for online shops – %{brand}',
  nav: {
    label: 'Main navigation',
    benefits: 'Benefits',
    howItWorks: 'How it works',
    clients: 'Clients',
    signIn: 'Sign in',
    signUp: 'Create an account',
    bookDemo: 'Book a demo',
  },
  hero: {
    eyebrow: 'Same-day delivery for online shops',
    title: 'Delivery from %{fastest}\u00a0minutes',
    subtitle:
      'Your customers get their order before they change their mind. A courier picks the parcel up at your shop or warehouse and hands it over in as little as %{fastest} minutes and at most %{latest}, or in the time slot your customer picks – in six Polish cities, seven days a week.',
    cta: 'Book a free demo',
    signUpCta: 'Create a free account',
    secondaryCta: 'See how it works',
    stats: {
      label: 'In numbers',
      minutes: '%{fastest}–%{latest} min',
      minutesLabel: 'from order to the door',
      cities: '6 cities',
      citiesLabel: 'Warsaw, Kraków, Wrocław, Poznań and more',
      days: '7 days',
      daysLabel: 'a week, 8 am to 8 pm',
    },
    preview: {
      label: 'Example of an order tracked in the panel',
      order: 'Order %{orderNo}',
      live: 'Live',
      accepted: 'Order accepted',
      pickedUp: 'Driver picked the parcel up',
      delivered: 'Delivered to the customer',
      total: 'Delivered in %{minutes} minutes',
    },
  },
  benefits: {
    title: 'Why shops choose same-day delivery',
    subtitle: 'Speed is not only a convenience for the customer. It shows in your figures.',
    margin: {
      title: 'Higher margin',
      text: 'Customers are willing to pay for delivery today, and they order more when the product is within reach. You compete on speed, not on price cuts.',
      figure: '+3.1 pp gross margin at TechMarket',
    },
    loyalty: {
      title: 'Customer loyalty',
      text: 'A parcel handed over within hours is an experience people remember and tell others about. They come back to your shop instead of a marketplace.',
      figure: '31% of customers return within 90 days',
    },
    returns: {
      title: 'Fewer returns',
      text: 'Whoever gets the product today does not order the same one elsewhere “just in case”. Fewer duplicate orders and hand-over in person mean fewer returns and less reverse logistics.',
      figure: '37% fewer returns at TechMarket',
    },
  },
  how: {
    title: 'How it works',
    subtitle:
      'Three steps from the click to the customer’s door. No contract with a courier company, no pick-up windows.',
    step: 'Step %{number}',
    order: {
      title: 'Order in the panel or through the API',
      text: 'Add the order in the panel or connect your shop through our API. It reaches the drivers in your region at once.',
    },
    pickup: {
      title: 'The driver picks it up',
      text: 'The nearest driver accepts the order and collects the parcel from your pick-up point, confirming it with a PIN.',
    },
    delivery: {
      title: 'Delivered in %{fastest}–%{latest} minutes',
      text: 'The customer gets the parcel in person, and you follow the route and the status live in the panel.',
    },
  },
  logos: {
    title: 'Trusted by shops across Poland',
    alt: '%{name} logo',
  },
  form: {
    title: 'Book a free demo',
    intro:
      'We will show you the panel, price the deliveries for your volume and start a pilot in your city. We answer within one working day.',
    points: {
      call: '30-minute online meeting',
      quote: 'A quote for your volume',
      pilot: 'A pilot without commitment',
    },
    formTitle: 'Demo request',
    name: 'First and last name',
    email: 'Business e-mail',
    phone: 'Phone',
    companyName: 'Company name',
    message: 'What do you ship? (optional)',
    messageHelp: 'E.g. the number of parcels a day, the cities, the kind of goods.',
    consent: 'I agree to be contacted by %{controller} by e-mail or phone about the demo and the offer.',
    honeypot: 'Leave this field empty',
    submit: 'Send the request',
    requiredNote: 'Fields marked * are required.',
    quote: '“Returns fell faster than we expected, and express delivery pays for itself.”',
    quoteAuthor: 'Marta Zielińska, head of e-commerce, TechMarket',
    errors: {
      too_many_requests:
        'We have received several requests from your network in a short time. Try again in an hour or write to us at %{email}.',
      validation_failed: 'Check the fields marked in red.',
      unknown: 'We could not send your request. Try again in a moment or write to us at %{email}.',
    },
  },
  controller: {
    notice:
      'The controller of your personal data is %{controller}, %{address}. We process the data from the form to answer your request and present the offer (GDPR art. 6(1)(b) and (f)). You have the right to access, correct and erase your data and to object. Details:',
    link: 'privacy policy',
  },
  thanks: {
    title: 'Thank you! We have received your request.',
    text: 'Our sales team will contact you within one working day to agree on the date of the demo.',
    caseStudyTitle: 'While you wait: the TechMarket case study',
    caseStudyText:
      'How an electronics shop cut returns by 37% and raised its gross margin by 3.1 pp with same-day delivery. 2 pages, PDF.',
    download: 'Download the case study (PDF)',
  },
  footer: {
    tagline: 'Same-day delivery for online shops.',
    privacy: 'Privacy policy',
    signIn: 'Sign in',
    register: 'Create an account',
    rights: '© %{year} %{controller}',
    allRights: 'All rights reserved.',
    links: 'Links',
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'In force since 1 November 2026',
    back: 'Back to the home page',
    intro:
      'This policy explains how we process the personal data of people who use our website, send a demo request, use the console, and of the recipients of the parcels we deliver.',
    sections: {
      controller: {
        title: '1. Data controller',
        text: 'The controller of your personal data is %{controller}, %{address} (“we”). In any matter concerning personal data, write to %{email} or by post to our address.',
      },
      scope: {
        title: '2. What data we process',
        text: [
          '– data from the demo request form: first and last name, e-mail, phone, company name and your message;',
          '– data of console accounts: login, e-mail, phone, company data and addresses of pick-up points;',
          '– data needed to deliver orders: the recipient’s name, address and phone;',
          '– technical data: IP address and the log of actions in the console.',
        ].join('\n'),
      },
      purposes: {
        title: '3. Purposes and legal basis (GDPR art. 6)',
        text: [
          '– answering your request and preparing an offer – art. 6(1)(b) GDPR (steps at your request before a contract) and art. 6(1)(f) (our legitimate interest in business contact with companies);',
          '– concluding and performing the delivery contract and running the account – art. 6(1)(b);',
          '– legal obligations such as accounting and tax – art. 6(1)(c);',
          '– security of the service, preventing abuse and pursuing claims – art. 6(1)(f).',
        ].join('\n'),
      },
      recipients: {
        title: '4. Recipients',
        text: 'We share data only with those who help us provide the service: hosting and IT providers, partner drivers (only the data needed for the delivery), our accounting office and lawyers, and public authorities where the law requires it. We do not transfer data outside the European Economic Area.',
      },
      retention: {
        title: '5. How long we keep data',
        text: [
          '– demo requests: 12 months from the last contact, unless we sign a contract;',
          '– contract data: for the term of the contract and until claims become time-barred (usually 6 years);',
          '– accounting documents: 5 years from the end of the tax year;',
          '– the security log: up to 12 months.',
        ].join('\n'),
      },
      rights: {
        title: '6. Your rights',
        text: 'You have the right to access your data, to have it corrected, erased or restricted, to data portability and to object to processing based on our legitimate interest (art. 21 GDPR). Where processing is based on consent, you may withdraw it at any time without affecting the lawfulness of earlier processing. Write to %{email}.',
      },
      complaint: {
        title: '7. Complaint',
        text: 'You may lodge a complaint with the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych), ul. Stawki 2, 00\u2011193 Warszawa.',
      },
      voluntary: {
        title: '8. Voluntary provision, no profiling',
        text: 'Providing data is voluntary, but without a name, an e-mail and a company name we cannot answer your request. We do not make automated decisions and do not profile.',
      },
      storage: {
        title: '9. Cookies and browser storage',
        text: 'The website uses no advertising or analytics cookies. The browser’s local storage keeps only the chosen language and, after signing in, the session token.',
      },
    },
  },
  leads: {
    title: 'Leads',
    button: 'Leads',
    backToCompanies: 'Companies',
    search: 'Search name, e-mail, company, city',
    fields: {
      kind: 'Kind',
      name: 'Name',
      companyName: 'Company',
      city: 'City',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
      source: 'Source',
      createdAt: 'First received',
      updatedAt: 'Received',
    },
    /** What a lead is: a demo request, or a shop waiting for us in a city we do not deliver from yet. */
    kinds: {
      demoRequest: 'Demo request',
      coverage: 'City not served',
    },
    allKinds: 'All kinds',
    openCompany: 'Open the company %{name}',
    empty: 'No leads yet.',
    emptyFiltered: 'No leads match the search.',
    error: 'The leads could not be loaded.',
    showMessage: 'Show the whole message',
    /** Sources the console names (the others are shown as they came). */
    sources: {
      simple_delivery: 'SIMPLE Delivery, asked by a registered client',
      registration: 'The city given at registration',
      pickup_point: 'A pickup point saved there',
    },
  },
};
