// The name of an attention list as the dashboard and the order list's filter chip show it.
import type { TranslateFunction } from 'react-admin';
import { NOT_ACCEPTED_ATTENTION_MINUTES } from '../../../domain/constants.ts';
import type { AttentionKind } from '../../../domain/enums.ts';

export const attentionLabel = (
  translate: TranslateFunction,
  kind: AttentionKind,
  notAcceptedMinutes?: number | string,
) =>
  translate(`dashboard.attention.${kind}`, {
    minutes: Number(notAcceptedMinutes) || NOT_ACCEPTED_ATTENTION_MINUTES,
  });

/** A time in minutes as the dashboard reads it: "45 min", "3 h 5 min", "2 d 4 h". */
export const durationLabel = (translate: TranslateFunction, totalMinutes: number) => {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return translate('dashboard.attention.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return translate('dashboard.attention.duration.hours', { hours, minutes: minutes % 60 });
  return translate('dashboard.attention.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
};
