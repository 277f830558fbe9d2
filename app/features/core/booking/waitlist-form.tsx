import { useActionData, useFetcher } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { Notice } from "~/components/ui/notice";
import { PersonFields, TicketsField } from "./person-fields";
import { useSchemaCheck } from "~/lib/form-hooks";
import { useLocale, useMessages } from "~/lib/i18n";
import type { WaitlistActionResult } from "./waitlist.server";
import type { BookingActionResult } from "./booking.server";
import { waitlistFormSchemas } from "./waitlist-schema";
import { CheckboxField } from "~/components/ui/checkbox-field";

/** A booking the server refused for want of seats: it offers the waiting list (`waitlistOffer`). */
const isWaitlistOffer = (result: BookingActionResult | WaitlistActionResult | undefined) =>
  result && !result.ok && "waitlistOffer" in result && result.waitlistOffer ? result : undefined;

/**
 * "Auf die Warteliste" in place of the booking form of a sold-out event, and in place of a booking
 * that came too late (`offer`: the refusal, whose message and input it keeps). Posts to the event
 * page's action (intent=waitlist): with JavaScript through a fetcher, without it as a normal form post.
 */
export function WaitlistForm({ eventId, offer }: { eventId: string; offer?: BookingActionResult | undefined }) {
  const fetcher = useFetcher<WaitlistActionResult>({ key: `waitlist-${eventId}` });
  const actionData = useActionData<WaitlistActionResult | BookingActionResult>();
  // Without JavaScript the page's action data may be the booking's refusal: an offer, not this form's answer.
  const offered = isWaitlistOffer(offer) ?? isWaitlistOffer(actionData);
  const pageResult = offered ? undefined : (actionData as WaitlistActionResult | undefined);
  const messages = useMessages();
  const t = messages.waitlist;
  const { errors: clientErrors, check } = useSchemaCheck(waitlistFormSchemas[useLocale()]);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? pageResult;

  if (result?.ok) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <h3 className="text-2xl">{t.joinedTitle}</h3>
        <p className="text-muted">{t.joinedText}</p>
      </div>
    );
  }
  const failed = result && !result.ok ? result : undefined;
  const errors = clientErrors ?? failed?.fieldErrors ?? {};
  const kept = failed?.values ?? offered?.values;

  return (
    <fetcher.Form method="post" onSubmit={check} className="flex flex-col gap-4" aria-busy={busy}>
      <div>
        <h3 className="text-xl">{t.title}</h3>
        <p className="mt-1 text-sm text-muted">{t.text}</p>
      </div>
      {failed?.message && !busy ? (
        <Notice tone="error" title={failed.message.title}>
          {failed.message.text}
        </Notice>
      ) : offered?.message ? (
        <Notice tone="error" title={offered.message.title}>
          {offered.message.text} {messages.booking.waitlistOffer}
        </Notice>
      ) : null}
      <Honeypot />
      <input type="hidden" name="intent" value="waitlist" />
      <PersonFields errors={errors} kept={kept} />
      <TicketsField error={errors.num_tickets} kept={kept?.num_tickets} />
      <CheckboxField name="consent" id="waitlist-consent" error={errors.consent}>
        {t.consent}
      </CheckboxField>
      <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={t.submitting}>
        {t.submit}
      </SubmitButton>
    </fetcher.Form>
  );
}
