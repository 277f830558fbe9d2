import { serveImage } from "~/features/extras/images/library.server";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/bilder.$key";

/** Her uploaded photos from R2, kept by browsers for a year (decision 0164). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  serveImage(getCloudflare(context).env, params.key, request);
