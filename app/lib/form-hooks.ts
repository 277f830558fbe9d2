import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type * as v from "valibot";
import { formValues, parseForm } from "./forms";

/**
 * Checks a form in the browser with the same valibot schema the server uses, before it is sent:
 * on failure the submission stops, the messages are kept for display and the first invalid field
 * (in schema order) gets focus. `errors` is null until a check fails. From then on each edit checks
 * again: a message goes as soon as its field is right (or changes with it), while a field the
 * visitor has not reached yet gets none before the next submit.
 */
export function useSchemaCheck(schema: v.GenericSchema) {
  const [errors, setErrors] = useState<Record<string, string> | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const showing = errors !== null;
  useEffect(() => {
    if (!form || !showing) return;
    const recheck = () => {
      const parsed = parseForm(schema, formValues(new FormData(form)));
      const now = parsed.success ? {} : parsed.fieldErrors;
      setErrors((shown) => {
        const still = Object.keys(shown ?? {}).filter((name) => now[name]);
        return still.length ? Object.fromEntries(still.map((name) => [name, now[name]!])) : null;
      });
    };
    form.addEventListener("input", recheck);
    return () => form.removeEventListener("input", recheck);
  }, [form, showing, schema]);
  function check(event: React.FormEvent<HTMLFormElement>) {
    const target = event.currentTarget;
    const parsed = parseForm(schema, formValues(new FormData(target)));
    if (parsed.success) {
      setErrors(null);
      return;
    }
    event.preventDefault();
    setErrors(parsed.fieldErrors);
    setForm(target);
    target.querySelector<HTMLElement>(`[name="${Object.keys(parsed.fieldErrors)[0]}"]`)?.focus();
  }
  return { errors, check };
}

/**
 * Calls `onAnswer` once for each new answer of a fetcher, when it has settled (toasts, reset, closing
 * a dialog). Everything an answer sets off belongs in this one call: React Router reads `fetcher.data`
 * from a map it fills before its state update commits, and an effect keyed on the data alone was seen
 * to miss an answer while one keyed on state and data ran (a save's dialog closed, its toast never
 * showed; docs/decisions/0085-fetcher-answers-on-settle.md).
 */
export function useFetcherAnswer<T>(fetcher: { state: string; data: T | undefined }, onAnswer: (answer: T) => void) {
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    onAnswer(answer);
    // onAnswer is a fresh closure every render; the answer object alone decides when to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
}

/**
 * A form that empties when a new saved answer arrives (`saved` is the action's answer object, or null
 * while nothing was saved or the form should keep its text). Keyed on the answer alone: React Router
 * commits an action's answer when it starts reloading the page's data, so the form empties before the
 * saved record shows, and only then. The journal's reset was also keyed on its list of entries and so
 * ran a second time once the new entry showed, wiping text already typed for the next one (a
 * clean-clone CI run saved nothing the second time). A layout effect: emptied before the next paint.
 *
 * Never for the answer the form was first drawn with: that drawing is empty already. After a plain
 * form post (before the scripts had loaded, a phone's first seconds) the server's page carries the
 * answer, and a reset when that page hydrates wiped what the visitor had typed for the next entry
 * in the meantime (issue 57; tests/e2e/journal.spec.ts holds the scripts back to show it).
 */
export function useResetOnSave(saved: object | null | undefined) {
  const form = useRef<HTMLFormElement>(null);
  const drawnWith = useRef(saved);
  useLayoutEffect(() => {
    if (saved && saved !== drawnWith.current) form.current?.reset();
  }, [saved]);
  return form;
}
