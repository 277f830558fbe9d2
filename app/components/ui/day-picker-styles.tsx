import { useNonce } from "~/lib/nonce";
import dayPickerCssUrl from "react-day-picker/style.css?url";
import dayPickerCss from "react-day-picker/style.css?inline";

/**
 * react-day-picker's own stylesheet, once for both calendars (the events calendar and the 1:1
 * scheduler's month): a style resource React hoists into `<head>` and dedupes by `href`, rendered
 * before each calendar's own sheet so its overrides come later in the cascade. The Worker carries the
 * text once, not inside each calendar's sheet (decision 0218).
 */
export function DayPickerStyles() {
  const nonce = useNonce();
  return (
    <style href={dayPickerCssUrl} precedence="default" nonce={nonce}>
      {dayPickerCss}
    </style>
  );
}
