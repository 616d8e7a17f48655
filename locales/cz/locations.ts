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
  hours: { title: 'Otevírací doba', closed: 'Zavřeno', from: 'Od', to: 'Do' },
  weekdays: { monday: 'Pondělí', tuesday: 'Úterý', wednesday: 'Středa', thursday: 'Čtvrtek', friday: 'Pátek', saturday: 'Sobota', sunday: 'Neděle' },
  notifications: { updateFailed: 'Aktualizace místa se nezdařila' },
};
