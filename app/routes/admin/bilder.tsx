import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Button, SubmitButton } from "~/components/ui/button";
import { Field, InputField } from "~/components/ui/field";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { ConfirmAction } from "~/features/compositions/admin/confirm-action";
import { adminHeaders, failed, notFound, runAdminAction } from "~/features/compositions/admin/crud.server";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import { deleteImage, inUseMessage } from "~/features/extras/images/deletion.server";
import { choosePortrait, listImages, portraitPhoto } from "~/features/extras/images/library.server";
import { imagePath, MAX_ALT_LENGTH } from "~/features/extras/images/paths";
import { uploadImage } from "~/features/extras/images/upload.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/bilder";

const m = adminMessages.images;

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getCloudflare(context);
  const [images, portrait] = await Promise.all([listImages(env), portraitPhoto(env, "de")]);
  return data({ images, portrait: portrait?.src ?? null }, { headers: adminHeaders });
}

const failureTitles = {
  upload: m.uploadError,
  portrait: m.portraitError,
  clearPortrait: m.portraitError,
  delete: m.deleteError,
};

/**
 * Upload (a multipart form with the file), the portrait chosen, the portrait back to the drawing,
 * a photo deleted unless something still shows it (decision 0173). A photo is named by its `key`
 * (longer than a row id).
 */
export function action(args: Route.ActionArgs) {
  return runAdminAction(
    args,
    failureTitles,
    {
      upload: async ({ env, formData }) => {
        const stored = await uploadImage(env, formData);
        if (stored.ok) return { ok: true, toast: m.uploaded };
        const text = Object.values(stored.fieldErrors)[0] ?? m.uploadError;
        return { ...failed(m.uploadError, text, stored.status), fieldErrors: stored.fieldErrors };
      },
      portrait: async ({ env, form }) =>
        (await choosePortrait(env, form.key ?? ""))
          ? { ok: true, toast: m.portraitSaved }
          : failed(m.portraitError, adminMessages.form.notFound, 404),
      clearPortrait: async ({ env }) => {
        await choosePortrait(env, null);
        return { ok: true, toast: m.portraitReset };
      },
      delete: async ({ env, form }) => {
        const deleted = await deleteImage(env, form.key ?? "");
        if (deleted.ok) return { ok: true, toast: m.deleted };
        if (deleted.reason === "not_found") return notFound(m.deleteError);
        return failed(m.deleteError, inUseMessage(deleted.uses), 409);
      },
    },
    { withoutId: ["upload", "portrait", "clearPortrait", "delete"] },
  );
}

export default function Images({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as AdminResult | undefined;
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "upload";
  const { images, portrait } = loaderData;
  const [deleting, setDeleting] = useState<(typeof images)[number] | null>(null);
  return (
    <section aria-labelledby="bilder" className="flex max-w-5xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 id="bilder" className="text-3xl sm:text-4xl">
          {m.title}
        </h1>
        <p className="text-muted">{m.intro}</p>
      </div>
      <AnswerNotice answer={answer} />
      {/* Keyed by the answer: after an upload the form starts empty, after a refusal it keeps the texts. */}
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6"
        key={answer?.ok ? JSON.stringify(answer.toast) : "form"}
      >
        <h2 className="font-serif text-2xl">{m.uploadTitle}</h2>
        <input type="hidden" name="intent" value="upload" />
        <Field label={m.fields.file} hint={m.fields.fileHint} error={errors.file}>
          {(props) => (
            <input
              {...props}
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png,image/webp"
              className={`${props.className} file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-medium`}
            />
          )}
        </Field>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField
            label={m.fields.alt}
            name="alt"
            hint={m.fields.altHint}
            error={errors.alt}
            required
            maxLength={MAX_ALT_LENGTH}
          />
          <InputField
            label={m.fields.altEn}
            name="alt_en"
            hint={m.fields.altEnHint}
            error={errors.alt_en}
            maxLength={MAX_ALT_LENGTH}
            lang="en"
          />
        </div>
        <SubmitButton busy={busy} busyLabel={m.uploading} className="self-start">
          {m.upload}
        </SubmitButton>
      </Form>

      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:p-6">
        <h2 className="font-serif text-2xl">{m.portraitTitle}</h2>
        <p className="text-sm text-muted">{m.portraitIntro}</p>
        {portrait ? (
          <div className="flex flex-wrap items-end gap-4">
            <img
              src={portrait}
              alt={m.currentPortrait}
              width={96}
              height={120}
              className="h-30 w-24 rounded-xl object-cover"
            />
            <Form method="post">
              <input type="hidden" name="intent" value="clearPortrait" />
              <Button type="submit" variant="secondary">
                {m.resetPortrait}
              </Button>
            </Form>
          </div>
        ) : (
          <p>{m.portraitNone}</p>
        )}
      </div>

      <div className="flex flex-col gap-4">
        <h2 className="font-serif text-2xl">{m.library}</h2>
        {images.length === 0 ? <p className="text-muted">{m.empty}</p> : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => {
            const path = imagePath(image.key);
            return (
              <li key={image.key} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
                <img
                  src={path}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl bg-sand object-cover"
                />
                <p className="text-sm">{image.alt}</p>
                <p className="text-xs text-muted">
                  {m.size(image.width, image.height, Math.ceil(image.size_bytes / 1024))}
                </p>
                <p className="text-xs text-muted">
                  {m.address}: <code className="break-all select-all">{path}</code>
                </p>
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  {portrait === path ? (
                    <p className="text-sm font-medium text-accent">{m.currentPortrait}</p>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="portrait" />
                      <input type="hidden" name="key" value={image.key} />
                      <Button type="submit" variant="secondary" size="sm">
                        {m.usePortrait}
                      </Button>
                    </Form>
                  )}
                  {/* Asks first; without JavaScript the plain form deletes (the server refuses a photo in use). */}
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      event.preventDefault();
                      setDeleting(image);
                    }}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="key" value={image.key} />
                    <Button type="submit" variant="ghost" size="sm">
                      {m.delete}
                      <span className="sr-only">: {image.alt}</span>
                    </Button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <ConfirmAction
        id={deleting?.key ?? null}
        intent="delete"
        fields={deleting ? { key: deleting.key } : {}}
        texts={{ ...m.confirmDelete, text: deleting ? m.confirmDelete.text(deleting.alt) : "" }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
