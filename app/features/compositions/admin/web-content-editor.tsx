import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useBlocker, useNavigation } from "react-router";
import { buttonClass, SubmitButton } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { localizePath } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";
import { badgeClass } from "./cells";
import type { AdminResult } from "./result";
import type { EditorText } from "./web-content.server";

const m = adminMessages.webContent;
const e = m.editor;

/** Same names as the server's (web-content.server.ts `textField`, web-content-preview.server.ts). */
const fieldName = (lang: "de" | "en", section: string, key: string) => `${lang}:${section}:${key}`;
const PREVIEW_PATH = "/admin/web-content/vorschau";
const PREVIEW_FRAME = "vorschau";
/** How long typing pauses before the preview is drawn again. */
const PREVIEW_DEBOUNCE_MS = 400;

/** The anchor of one text on the editor page: search results link to it. */
export const textAnchor = (section: string, key: string) => `text-${section}-${key}`;

export interface EditorPage {
  page: string;
  label: string;
  live: string | null;
  sections: { section: string; label: string; texts: EditorText[] }[];
  unused: { id: string; label: string; de: string }[];
}

/** The page's DE/EN live links, opening in a new tab. */
export function LiveLinks({ path }: { path: string | null }) {
  if (!path) return <>–</>;
  return (
    <span className="flex gap-2 whitespace-nowrap">
      {(["de", "en"] as const).map((lang) => {
        const href = localizePath(path, lang);
        return (
          <a
            key={lang}
            href={href}
            target="_blank"
            rel="noreferrer"
            className="text-accent underline underline-offset-4"
            aria-label={m.liveLabel(lang.toUpperCase(), lang === "de" ? m.liveDe : m.liveEn, href)}
          >
            {lang.toUpperCase()}
          </a>
        );
      })}
    </span>
  );
}

export function UnusedBadge() {
  return (
    <span className={`${badgeClass} bg-amber-100 text-amber-900`} title={m.unusedHint}>
      {m.unused}
    </span>
  );
}

function TextFields({
  section,
  text,
  values,
  errors,
}: {
  section: string;
  text: EditorText;
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const id = textAnchor(section, text.key);
  const field = (lang: "de" | "en") => {
    const name = fieldName(lang, section, text.key);
    const value = values?.[name] ?? text[lang];
    return (
      <Field
        label={lang === "de" ? e.german : e.english}
        error={errors[name]}
        {...(lang === "en" && !text.en.trim() ? { hint: m.englishMissing } : {})}
      >
        {(props) => (
          <textarea
            {...props}
            name={name}
            lang={lang}
            defaultValue={value}
            rows={text.long ? 7 : 2}
            maxLength={30_000}
            className={`${props.className} text-base`}
          />
        )}
      </Field>
    );
  };
  return (
    <div id={id} role="group" aria-labelledby={`${id}-label`} className="flex scroll-mt-6 flex-col gap-3">
      <p id={`${id}-label`} className="font-medium">
        {text.label}
      </p>
      {field("de")}
      {field("en")}
    </div>
  );
}

/**
 * Draws the preview again while she types (a pause of PREVIEW_DEBOUNCE_MS): the whole form goes to
 * the preview route, the answer replaces the frame's body, the frame keeps its scroll position.
 * Without JavaScript the "Vorschau aktualisieren" button posts the same form into the frame.
 */
function useLivePreview(page: string) {
  const areaRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const refreshRef = useRef<() => void>(() => undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const area = areaRef.current;
    const form = formRef.current;
    const frame = frameRef.current;
    if (!area || !form || !frame) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const refresh = async () => {
      clearTimeout(timer);
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      const body = new FormData(form);
      body.delete("intent");
      try {
        const response = await fetch(PREVIEW_PATH, { method: "POST", body, signal: controller.signal });
        const html = await response.text();
        const doc = frame.contentDocument;
        if (!response.ok || !doc?.body) throw new Error(`preview ${response.status}`);
        const next = new DOMParser().parseFromString(html, "text/html");
        const scrolled = frame.contentWindow?.scrollY ?? 0;
        doc.documentElement.lang = next.documentElement.lang;
        doc.title = next.title;
        doc.body.replaceWith(doc.adoptNode(next.body));
        frame.contentWindow?.scrollTo(0, scrolled);
        setFailed(false);
      } catch (error) {
        if (!controller.signal.aborted) setFailed(true);
        if (!(error instanceof Error)) throw error;
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), PREVIEW_DEBOUNCE_MS);
    };
    refreshRef.current = () => void refresh();
    area.addEventListener("input", schedule);
    area.addEventListener("change", schedule);
    return () => {
      clearTimeout(timer);
      pending?.abort();
      area.removeEventListener("input", schedule);
      area.removeEventListener("change", schedule);
    };
  }, [page]);

  const refresh = useCallback(() => refreshRef.current(), []);
  return { areaRef, formRef, frameRef, refresh, failed };
}

/**
 * Whether the form holds texts that differ from the saved ones (a refused save included: its typed
 * values are in the fields, not in the database). Leaving then asks first: a link or the back button
 * through React Router's blocker, a reload or a closed tab through the browser's own question.
 * Saving posts to this same address, which is never blocked.
 *
 * Right after a save has been accepted, the page reloads its texts; until they arrive, what the save
 * sent is what is saved. Compared with the texts from before the save, a link clicked in that moment
 * would be held, and React Router resets every blocker when that reload completes: the click would
 * vanish without a question. So the blocker compares with what was just sent.
 */
function useUnsavedChanges(editor: EditorPage, formRef: React.RefObject<HTMLFormElement | null>) {
  const [unsaved, setUnsaved] = useState(false);
  const navigation = useNavigation();
  const justSent =
    navigation.state === "loading" && navigation.formData?.get("intent") === "savePage" ? navigation.formData : null;

  // The saved texts by field name, built once per loaded page, not on every keystroke.
  const saved = useMemo(
    () =>
      new Map(
        editor.sections.flatMap(({ section, texts }) =>
          texts.flatMap((text) => [
            [fieldName("de", section, text.key), text.de] as const,
            [fieldName("en", section, text.key), text.en] as const,
          ]),
        ),
      ),
    [editor],
  );
  const differs = useCallback(
    (sent: FormData | null) => {
      const form = formRef.current;
      if (!form) return false;
      return [...form.querySelectorAll("textarea")].some((field) => {
        const sentValue = sent?.get(field.name);
        const baseline = typeof sentValue === "string" ? sentValue : (saved.get(field.name) ?? field.defaultValue);
        return baseline.replace(/\r\n?/g, "\n") !== field.value;
      });
    },
    [saved, formRef],
  );

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const check = () => setUnsaved(differs(null));
    check();
    form.addEventListener("input", check);
    return () => form.removeEventListener("input", check);
  }, [differs, formRef]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener("beforeunload", ask);
    return () => removeEventListener("beforeunload", ask);
  }, [unsaved]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      (justSent ? differs(justSent) : unsaved),
  );
}

export function PageEditor({ editor, answer }: { editor: EditorPage; answer: AdminResult | undefined }) {
  const refused = answer && !answer.ok ? answer : undefined;
  const errors = refused?.fieldErrors ?? {};
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "savePage";
  const { areaRef, formRef, frameRef, refresh, failed } = useLivePreview(editor.page);
  const previewSrc = `${PREVIEW_PATH}?${new URLSearchParams({ seite: editor.page, sprache: "de" })}`;
  const leaving = useUnsavedChanges(editor, formRef);

  return (
    <section aria-labelledby="texte-titel" className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Link to="/admin/web-content" className="self-start text-sm text-accent underline underline-offset-4">
          ← {e.allPages}
        </Link>
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 id="texte-titel" className="text-3xl">
            {e.pageHeading(editor.label)}
          </h1>
          <LiveLinks path={editor.live} />
        </div>
      </div>
      {answer?.toast ? (
        <Notice tone={answer.ok ? "success" : "error"} title={answer.toast.title}>
          {answer.toast.text}
        </Notice>
      ) : null}

      <div ref={areaRef} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Form method="post" ref={formRef} id="texte" className="flex min-w-0 flex-col gap-6">
          <input type="hidden" name="intent" value="savePage" />
          <input type="hidden" name="page" value={editor.page} />
          <p className="text-sm text-muted">{m.formatHelp}</p>
          {editor.sections.map((section) => (
            <fieldset
              key={section.section}
              className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-white p-4 sm:p-5"
            >
              {/* Floated: a long name wraps inside the box instead of across its border (390 px). */}
              <legend className="float-left w-full font-serif text-xl">{section.label}</legend>
              {section.texts.map((text) => (
                <TextFields
                  key={text.key}
                  section={section.section}
                  text={text}
                  values={refused?.values}
                  errors={errors}
                />
              ))}
            </fieldset>
          ))}
          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-line bg-paper/95 px-1 py-3">
            <SubmitButton busy={saving} busyLabel={e.saving}>
              {e.save}
            </SubmitButton>
            <button
              type="submit"
              formAction={PREVIEW_PATH}
              formMethod="post"
              formTarget={PREVIEW_FRAME}
              className={buttonClass("secondary", "md")}
              onClick={(event) => {
                event.preventDefault();
                refresh();
              }}
            >
              {e.preview.refresh}
            </button>
            <a href="#vorschau" className="text-sm text-accent underline underline-offset-4 lg:hidden">
              {e.preview.jump}
            </a>
          </div>
        </Form>

        <aside
          id="vorschau"
          aria-labelledby="vorschau-titel"
          className="flex min-w-0 scroll-mt-20 flex-col gap-3 lg:sticky lg:top-20"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="vorschau-titel" className="font-serif text-xl">
              {e.preview.title}
            </h2>
            <fieldset className="flex items-center gap-3 text-sm">
              <legend className="sr-only">{e.preview.language}</legend>
              {(["de", "en"] as const).map((lang) => (
                <label key={lang} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name="sprache"
                    value={lang}
                    form="texte"
                    defaultChecked={lang === "de"}
                    className="size-4 accent-accent"
                  />
                  {lang === "de" ? e.german : e.english}
                </label>
              ))}
            </fieldset>
          </div>
          <p className="text-sm text-muted">{e.preview.hint}</p>
          {failed ? (
            <p role="alert" className="text-sm text-danger">
              {e.preview.failed}
            </p>
          ) : null}
          <iframe
            ref={frameRef}
            name={PREVIEW_FRAME}
            src={previewSrc}
            title={e.preview.frameTitle(editor.label)}
            // Nothing in the frame runs or submits; the editor beside it still reaches its document.
            sandbox="allow-same-origin"
            className="h-[75vh] w-full rounded-2xl border border-line bg-white lg:h-[calc(100vh-14rem)]"
          />
        </aside>
      </div>

      <Dialog
        open={leaving.state === "blocked"}
        onClose={() => leaving.reset?.()}
        title={e.leave.title}
        className="w-[min(30rem,calc(100%-2rem))]"
      >
        <div className="flex flex-col gap-4 p-5">
          <p>{e.leave.text}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass("secondary", "md")} onClick={() => leaving.proceed?.()}>
              {e.leave.discard}
            </button>
            <button type="button" className={buttonClass("primary", "md")} onClick={() => leaving.reset?.()}>
              {e.leave.stay}
            </button>
          </div>
        </div>
      </Dialog>

      {editor.unused.length ? (
        <section aria-labelledby="unbenutzt-titel" className="flex flex-col gap-3">
          <h2 id="unbenutzt-titel" className="font-serif text-xl">
            {e.unusedTitle}
          </h2>
          <p className="text-sm text-muted">{e.unusedIntro}</p>
          <ul className="flex flex-col gap-2">
            {editor.unused.map((row) => (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-3"
              >
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {row.label} <UnusedBadge />
                  </span>
                  <span className="truncate text-sm text-muted">{row.de}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    className={buttonClass("secondary", "sm")}
                    aria-label={e.deleteUnused(row.label)}
                  >
                    {e.deleteLabel}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
