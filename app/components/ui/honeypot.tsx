/** Name of the trap field: bots fill anything that looks like a URL field, people never see it. */
export const HONEYPOT_FIELD = "website";

/** True when the trap field was filled, i.e. the post almost certainly comes from a bot. */
export function isHoneypotFilled(values: Record<string, string | undefined>): boolean {
  return Boolean(values[HONEYPOT_FIELD]?.trim());
}

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
