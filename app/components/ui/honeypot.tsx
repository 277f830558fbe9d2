import { HONEYPOT_FIELD } from "~/lib/forms";

export { HONEYPOT_FIELD };

/**
 * A form field that only bots fill: moved off-screen (not display:none, which some bots skip),
 * hidden from assistive technology and out of the tab order, never autofilled.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website (bitte leer lassen)
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
