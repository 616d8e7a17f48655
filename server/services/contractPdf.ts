// The service contract of a client company (contract.pdf, generated and downloaded in Settings → Company data): an
// A4 PDF built from the company data with pdfkit. The text is Polish (the
// contract is between Polish companies) with English headings. Apart from the dates it prints, the file depends only
// on its input: the PDF's creation date is the contract's generation date, so a download of one generated contract
// gives the same bytes every time.
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { CompanyContractData } from '../../domain/types.ts';
import { WARSAW_TIME_ZONE } from '../../domain/constants.ts';
import { formatNip } from '../../domain/companySchemas.ts';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = path.join(fontDir, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

export const CONTRACT_FILE_NAME = 'contract.pdf';

/** Our side of the contract. */
export const PROVIDER = {
  name: 'delivery-console sp. z o.o.',
  street: 'ul. Prosta 20',
  zipCode: '00-850',
  city: 'Warszawa',
  email: 'umowy@delivery-console.pl',
} as const;

export interface ContractPdfInput {
  companyId: number;
  data: CompanyContractData;
  /** When the contract was generated: its number's year, its date and the PDF's creation date. */
  generatedAt: Date;
  /** When the client accepted the terms (generating means accepting them). */
  termsAcceptedAt?: Date | null;
}

export interface ContractPdfOptions {
  /** Compress the page streams (pdfkit's default, true). */
  compress?: boolean;
}

const warsawParts = (d: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('pl-PL', { timeZone: WARSAW_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );

/** dd.MM.yyyy in Polish time. */
export const warsawDate = (d: Date) => {
  const p = warsawParts(d);
  return `${p.day}.${p.month}.${p.year}`;
};

/** DC/<year of generation, Polish time>/<company id padded to 6 digits>. */
export const contractNumber = (companyId: number, generatedAt: Date) =>
  `DC/${warsawParts(generatedAt).year}/${String(companyId).padStart(6, '0')}`;

/** Street, number/apartment: "Marszałkowska 10/4". */
export const streetLine = (d: Pick<CompanyContractData, 'street' | 'streetNumber' | 'apartmentNumber'>) => {
  const number = d.streetNumber
    ? d.apartmentNumber
      ? `${d.streetNumber}/${d.apartmentNumber}`
      : d.streetNumber
    : d.apartmentNumber;
  return number ? `${d.street} ${number}` : d.street;
};

/**
 * The locative of the cities we know ("w Warszawie", "w Łodzi"): a city name typed by a client cannot be declined
 * reliably, so others are written after a colon, which is correct Polish for any name.
 */
const CITY_LOCATIVES: Record<string, string> = {
  warszawa: 'Warszawie',
  kraków: 'Krakowie',
  łódź: 'Łodzi',
  wrocław: 'Wrocławiu',
  poznań: 'Poznaniu',
  gdańsk: 'Gdańsku',
  gdynia: 'Gdyni',
  sopot: 'Sopocie',
  katowice: 'Katowicach',
  lublin: 'Lublinie',
  szczecin: 'Szczecinie',
  bydgoszcz: 'Bydgoszczy',
  białystok: 'Białymstoku',
  rzeszów: 'Rzeszowie',
  toruń: 'Toruniu',
};

/** "z siedzibą w Krakowie" for a city we can decline, "z siedzibą: Nowa Wieś" for any other. */
export const seatPhrase = (city: string): string => {
  const name = city.trim();
  const locative = CITY_LOCATIVES[name.toLocaleLowerCase('pl')];
  return locative ? `z siedzibą w ${locative}` : `z siedzibą: ${name}`;
};

interface Section {
  title: string;
  paragraphs: string[];
}

function sections(input: ContractPdfInput): Section[] {
  const accepted = input.termsAcceptedAt
    ? ` (zaakceptowanym przez Zleceniodawcę dnia ${warsawDate(input.termsAcceptedAt)})`
    : '';
  return [
    {
      title: 'Przedmiot umowy / Subject of the contract',
      paragraphs: [
        'Zleceniobiorca zobowiązuje się świadczyć na rzecz Zleceniodawcy usługi dostawy przesyłek tego samego dnia (same-day delivery) na obszarze regionów obsługiwanych przez Zleceniobiorcę.',
        'Dostawa następuje w ciągu 90 minut albo 180 minut od przyjęcia zlecenia, zależnie od wybranego produktu, albo w przedziale czasowym (time slot) wybranym przy składaniu zlecenia.',
        'Zlecenia składane są przez konsolę delivery-console lub przez jej interfejs programistyczny (API). Potwierdzenie przyjęcia zlecenia w konsoli oznacza zawarcie umowy przewozu danej przesyłki.',
      ],
    },
    {
      title: 'Odbiór przesyłek / Pickup',
      paragraphs: [
        'Kierowcy Zleceniobiorcy odbierają przesyłki z punktów odbioru Zleceniodawcy zapisanych w konsoli, w godzinach otwarcia tych punktów.',
        'Zleceniodawca przygotowuje przesyłkę do odbioru przed przyjazdem kierowcy, oznacza ją etykietą wygenerowaną w konsoli i w razie potrzeby weryfikuje kierowcę kodem PIN.',
        'Rozmiary przesyłek: S do 9,99 kg i sumy wymiarów do 100 cm, M do 15 kg i sumy wymiarów do 200 cm, L do 31,5 kg i wymiarów 100 × 80 × 50 cm. Przesyłka większa od rozmiaru L może nie zostać przyjęta.',
      ],
    },
    {
      title: 'Wynagrodzenie / Prices',
      paragraphs: [
        'Za każdą zrealizowaną dostawę Zleceniodawca płaci wynagrodzenie według cennika Zleceniobiorcy obowiązującego w dniu złożenia zlecenia, dostępnego w konsoli. Ceny są cenami netto, do których dolicza się podatek VAT według obowiązującej stawki.',
        'W okresach zwiększonego zapotrzebowania Zleceniobiorca może stosować mnożniki cen ogłoszone w konsoli przed ich obowiązywaniem. Zlecenie anulowane po odbiorze przesyłki przez kierowcę jest płatne jak zrealizowane, chyba że anulowanie nastąpiło z winy Zleceniobiorcy.',
      ],
    },
    {
      title: 'Płatności / Payment terms',
      paragraphs: [
        'Zleceniobiorca wystawia faktury VAT za każdy miesiąc kalendarzowy, z zestawieniem zrealizowanych dostaw.',
        'Termin płatności wynosi 14 dni od dnia doręczenia faktury. Za dzień zapłaty uważa się dzień uznania rachunku bankowego Zleceniobiorcy. Za opóźnienie w zapłacie Zleceniobiorca może naliczyć odsetki ustawowe za opóźnienie w transakcjach handlowych.',
      ],
    },
    {
      title: 'Odpowiedzialność / Liability',
      paragraphs: [
        'Zleceniobiorca odpowiada za utratę, ubytek lub uszkodzenie przesyłki od jej odbioru do doręczenia, do wysokości rzeczywistej szkody, nie więcej jednak niż do wartości przesyłki wykazanej przez Zleceniodawcę.',
        'Zleceniobiorca nie odpowiada za szkody wynikłe z właściwości przesyłki, jej nienależytego opakowania przez Zleceniodawcę, podania błędnych danych odbiorcy ani z siły wyższej. Zleceniodawca nie powierza do dostawy rzeczy, których przewóz jest zabroniony przepisami prawa.',
        'Reklamacje składa się w konsoli lub na adres e-mail Zleceniobiorcy w ciągu 14 dni od dnia doręczenia albo od dnia, w którym przesyłka miała zostać doręczona. Zleceniobiorca rozpatruje reklamację w ciągu 30 dni.',
      ],
    },
    {
      title: 'Ochrona danych osobowych / Personal data processing',
      paragraphs: [
        'Zleceniodawca powierza Zleceniobiorcy przetwarzanie danych osobowych odbiorców przesyłek (imię i nazwisko, adres, numer telefonu) wyłącznie w celu realizacji dostaw, zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO).',
        'Zleceniobiorca stosuje środki techniczne i organizacyjne zapewniające bezpieczeństwo danych, udostępnia je kierowcom tylko w zakresie potrzebnym do doręczenia i usuwa je lub anonimizuje po upływie okresu potrzebnego do rozliczeń i rozpatrzenia reklamacji.',
      ],
    },
    {
      title: 'Czas trwania i rozwiązanie umowy / Term and termination',
      paragraphs: [
        'Umowa zostaje zawarta na czas nieokreślony i obowiązuje od dnia aktywacji konta Zleceniodawcy w konsoli przez Zleceniobiorcę.',
        'Każda ze stron może wypowiedzieć umowę z zachowaniem miesięcznego okresu wypowiedzenia, ze skutkiem na koniec miesiąca kalendarzowego, w formie pisemnej lub elektronicznej. Strona może rozwiązać umowę bez wypowiedzenia, gdy druga strona rażąco narusza jej postanowienia i nie usuwa naruszenia w ciągu 7 dni od wezwania.',
      ],
    },
    {
      title: 'Postanowienia końcowe / Final provisions',
      paragraphs: [
        `W sprawach nieuregulowanych umową stosuje się regulamin świadczenia usług Zleceniobiorcy${accepted} oraz przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy Prawo przewozowe.`,
        'Zmiany umowy wymagają formy pisemnej lub elektronicznej pod rygorem nieważności. Spory wynikające z umowy rozstrzyga sąd powszechny właściwy dla siedziby Zleceniobiorcy.',
        'Umowę sporządzono w dwóch jednobrzmiących egzemplarzach, po jednym dla każdej ze stron.',
      ],
    },
  ];
}

/** A4 in points and the margins. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_GAP = 28;

/** The contract as PDF bytes. */
export function renderContractPdf(input: ContractPdfInput, options: ContractPdfOptions = {}): Promise<Buffer> {
  const { data, generatedAt } = input;
  const number = contractNumber(input.companyId, generatedAt);
  const doc = new PDFDocument({
    size: A4,
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `Umowa ${number}`,
      Subject: `Umowa o świadczenie usług dostawy: ${data.name}`,
      Author: PROVIDER.name,
      Creator: 'delivery-console',
      Producer: 'delivery-console',
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A4[0] - 2 * MARGIN;

  // Title
  doc.font('bold').fontSize(17).text('Umowa o świadczenie usług dostawy', { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555')
    .text('Same-day delivery services agreement', { width, align: 'center' });
  doc.moveDown(0.6).fillColor('#000').fontSize(10);
  doc.text(`Nr umowy / Contract no: ${number}`, { width, align: 'center' });
  doc.text(`zawarta w Warszawie dnia ${warsawDate(generatedAt)} / made in Warsaw on ${warsawDate(generatedAt)}`, {
    width,
    align: 'center',
  });
  doc.moveDown(1.2);

  // Parties
  const party = (label: string, lines: (string | null | undefined)[]) => {
    doc.font('bold').fontSize(10).text(label, { width });
    doc.font('regular').fontSize(10);
    for (const line of lines) if (line) doc.text(line, { width });
    doc.moveDown(0.7);
  };
  doc.font('regular').fontSize(10).text('pomiędzy / between:', { width });
  doc.moveDown(0.5);
  party('Zleceniobiorca / Service provider:', [
    PROVIDER.name,
    `${seatPhrase(PROVIDER.city)}, ${PROVIDER.street}, ${PROVIDER.zipCode} ${PROVIDER.city}`,
    `e-mail: ${PROVIDER.email}`,
    'reprezentowana przez Zarząd',
  ]);
  doc.font('regular').fontSize(10).text('a / and', { width });
  doc.moveDown(0.5);
  const registry = [
    data.krs ? `KRS: ${data.krs}` : null,
    data.shareCapital ? `kapitał zakładowy: ${data.shareCapital}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  party('Zleceniodawca / Client:', [
    data.name,
    `${seatPhrase(data.headquartersIn)}, ${streetLine(data)}, ${data.zipCode} ${data.city}`,
    `NIP: ${formatNip(data.nip)}, REGON: ${data.regon}`,
    registry || null,
    // The client may be any kind of business: a word that does not agree with one.
    `reprezentant: ${data.firstName} ${data.lastName}`,
  ]);
  doc.text('zwanymi dalej łącznie „Stronami”, o następującej treści:', { width });
  doc.moveDown(1);

  // Sections
  sections(input).forEach((section, i) => {
    // Keep a heading with the start of its text.
    if (doc.y > A4[1] - MARGIN - FOOTER_GAP - 80) doc.addPage();
    doc
      .font('bold')
      .fontSize(11)
      .text(`§ ${i + 1}. ${section.title}`, { width });
    doc.moveDown(0.3);
    doc.font('regular').fontSize(10);
    section.paragraphs.forEach((text, j) => {
      doc.text(`${j + 1}. ${text}`, { width, align: 'justify', indent: 0, lineGap: 1.5 });
      doc.moveDown(0.3);
    });
    doc.moveDown(0.6);
  });

  // Signatures: room to sign above the lines, kept on one page with the closing provisions when they fit.
  const SIGNATURE_SPACE = 36;
  const SIGNATURE_BLOCK = SIGNATURE_SPACE + 34;
  if (doc.y + SIGNATURE_BLOCK > A4[1] - MARGIN - FOOTER_GAP) doc.addPage();
  const lineY = doc.y + SIGNATURE_SPACE;
  const columnWidth = (width - 40) / 2;
  const signature = (x: number, role: string, name: string) => {
    doc
      .moveTo(x, lineY)
      .lineTo(x + columnWidth, lineY)
      .lineWidth(0.5)
      .stroke();
    doc
      .font('regular')
      .fontSize(9)
      .text(role, x, lineY + 4, { width: columnWidth, align: 'center' });
    doc.font('regular').fontSize(9).fillColor('#555').text(name, x, doc.y, { width: columnWidth, align: 'center' });
    doc.fillColor('#000');
  };
  signature(MARGIN, 'Zleceniobiorca / Service provider', PROVIDER.name);
  signature(MARGIN + columnWidth + 40, 'Zleceniodawca / Client', `${data.firstName} ${data.lastName}, ${data.name}`);

  // Page numbers when there is more than one page.
  const range = doc.bufferedPageRange();
  if (range.count > 1) {
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would start a new page: lift it for the footer.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor('#555')
        .text(
          `Umowa nr ${number} · strona ${i + 1} z ${range.count} / page ${i + 1} of ${range.count}`,
          MARGIN,
          A4[1] - MARGIN,
          {
            width,
            align: 'center',
            lineBreak: false,
          },
        );
      doc.page.margins.bottom = bottom;
    }
  }
  doc.end();
  return done;
}
