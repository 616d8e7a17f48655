// Czech messages of the locations area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { locationsEn } from '../en/locations.ts';

export const locationsCz: PartialMessagesShape<typeof locationsEn> = {
  manage: 'Výdejní místa',
  backToSettings: 'Nastavení',
  title: 'Místa',
  sectionTitle: 'Výdejní místa',
  settingsTitle: 'Výdejní místa',
  empty: 'Zatím žádná místa.',
  add: 'Přidat místo',
  edit: 'Upravit',
  zipCodesLink: 'PSČ',
  active: 'Aktivní',
  inactive: 'Neaktivní',
  form: { name: 'Název', street: 'Ulice a číslo', city: 'Obec', zipCode: 'PSČ', phone: 'Telefon', save: 'Uložit', cancel: 'Zrušit' },
  hours: {
    title: 'Otevírací doba',
    closed: 'Zavřeno',
    from: 'Od',
    to: 'Do',
    addRange: 'Přidat úsek',
    removeRange: 'Odebrat úsek',
    rangeNumber: 'úsek %{number}',
  },
  specialDates: {
    title: 'Zvláštní dny',
    helper: 'Den zavřený nebo otevřený v jiných hodinách než obvykle v daný den v týdnu (svátky, inventura). Má přednost před týdenní otevírací dobou.',
    pickHint: 'Vyberte den v kalendáři.',
    picked: 'Vybráno: %{date}',
    addClosed: 'V tento den zavřeno',
    addHours: 'V tento den jiné hodiny',
    remove: 'Odebrat den',
    listLabel: 'Zvláštní dny',
    none: 'Žádné zvláštní dny.',
  },
  validation: {
    hoursOverlap: 'Úsek se překrývá s jiným úsekem téhož dne',
    tooManyRanges: 'Nejvýše %{max} úseků denně',
    date: 'Zadejte platné datum',
    dateRange: 'Vyberte datum od %{min} do %{max}',
    dateDuplicate: 'Toto datum už je v seznamu',
    tooManyDates: 'Nejvýše %{max} zvláštních dnů',
    zone: 'Neznámé časové pásmo',
  },
  weekdays: { monday: 'Pondělí', tuesday: 'Úterý', wednesday: 'Středa', thursday: 'Čtvrtek', friday: 'Pátek', saturday: 'Sobota', sunday: 'Neděle' },
  notifications: { updateFailed: 'Aktualizace místa se nezdařila' },
};
