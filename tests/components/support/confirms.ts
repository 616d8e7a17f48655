// The browser's confirm (react-admin asks it before a form with unsaved changes is left): answered with each of the
// given answers in turn (then "no"), every question kept; put back when the test ends.
import { onTestFinished, vi } from 'vitest';

export const answerConfirms = (...answers: boolean[]): string[] => {
  const asked: string[] = [];
  const confirm = vi.spyOn(window, 'confirm').mockImplementation((message) => {
    asked.push(String(message));
    return answers.shift() ?? false;
  });
  onTestFinished(() => confirm.mockRestore());
  return asked;
};
