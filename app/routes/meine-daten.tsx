import { data } from "react-router";
import { brand } from "~/config/brand";
import { requestDataLink } from "~/features/privacy/data-request.server";
import { DataRequestPage } from "~/features/privacy/my-data-page";
import { getCloudflare } from "~/lib/context";
import { formValues } from "~/lib/forms";
import { logError } from "~/lib/log";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/meine-daten";

export const meta: Route.MetaFunction = () => [
  { title: `${messages.myData.title} – ${brand.productName}` },
  { name: "description", content: messages.myData.metaDescription },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  try {
    const { status, state } = await requestDataLink(request, env, ctx, formValues(await request.formData()));
    return data(state, { status });
  } catch (error) {
    logError("data-request-failed", error);
    return data({ state: "form" as const, error: messages.common.error.text }, { status: 503 });
  }
}

export default function MyData({ actionData }: Route.ComponentProps) {
  return <DataRequestPage state={actionData ?? { state: "form" }} />;
}
