import { useState } from 'react';

/** Whether a form's rules found anything: a message, a list of issues, or messages by field. */
export function hasProblems(problems: unknown): boolean {
  if (problems === null || problems === undefined || problems === '') return false;
  return typeof problems !== 'object' || Object.keys(problems).length > 0;
}

export interface ShownProblems<Problems> {
  /** What the form shows: nothing before the first Submit, then the rules' answer for the fields as they are now. */
  shown: Problems;
  /** On Submit: from now on the problems show; true when there are none (the form may save). */
  submit: () => boolean;
  /** Back to showing nothing until the next Submit (a form's Reset). */
  reset: () => void;
}

/**
 * The one way the console's forms show their rules' messages. Nothing is red before the person first
 * submits; from then on the messages follow what the fields hold, so a field's message goes the moment
 * the person corrects that field (not at the next Submit) and comes back if it is emptied again.
 * `problems` is the rules' answer for the current values, worked out by the form on every render.
 */
export function useShownProblems<Problems>(problems: Problems, none: Problems): ShownProblems<Problems> {
  const [tried, setTried] = useState(false);
  return {
    shown: tried ? problems : none,
    submit: () => {
      setTried(true);
      return !hasProblems(problems);
    },
    reset: () => setTried(false),
  };
}
